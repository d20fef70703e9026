"""Entry point of the standalone build (PyInstaller runs this file as __main__)."""

import sys

from tmdesk.__main__ import main

sys.exit(main())
