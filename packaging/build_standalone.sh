#!/usr/bin/env bash
# Build the standalone tmdesk folder (dist/tmdesk/) with PyInstaller. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv build/pyinstaller-venv
build/pyinstaller-venv/bin/pip install --quiet . pyinstaller
if [ -f tools/i18n.py ]; then build/pyinstaller-venv/bin/python tools/i18n.py release resources/i18n; fi
build/pyinstaller-venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
  packaging/pyinstaller/tmdesk.spec
echo "built: dist/tmdesk/tmdesk ($(du -sh dist/tmdesk | cut -f1))"
