"""Issue #19 through the Load dialog's road (MainWindow.open_path -> GameSession.open_file): a hostile file
is refused with a translated sentence and the game in the window stays exactly as it was, still saving."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.engine.hostile import mutate_text, played_games
from tmdesk.app import i18n, log_text
from tmdesk.app.session import GameSession
from tmdesk.bots import random_step
from tmdesk.engine import save_schema, saves
from tmdesk.engine.game import new_game
from tmdesk.engine.state import GameConfig

REFUSALS = {v for k, v in vars(save_schema).items() if k.startswith("E_")}


@pytest.fixture
def session(qapp, app_home: Path):
    s = GameSession()
    s.start(GameConfig(players=["Ana", "Bruno"], seed=2))
    yield s
    s.flush()  # the background autosave ends before the session goes away


def test_a_save_with_a_lone_surrogate_leaves_the_current_game_playing(session: GameSession, tmp_path: Path):
    other = new_game(GameConfig(players=["Kim", "Lee"], seed=8))
    data = json.loads(saves.dumps(other))
    data["log"].append(["{player} passes.", {"player": "\ud800"}])
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(data), encoding="utf-8")  # the surrogate as a JSON escape, as in the report
    before, game = saves.dumps(session.game), session.game
    with pytest.raises(saves.SaveError) as info:
        session.open_file(f)
    assert session.game is game and saves.dumps(game) == before
    i18n.install_language("fr")
    try:
        text = log_text.message(info.value.message_id, info.value.args_dict)
    finally:
        i18n.install_language("en")
    assert text == "Cette partie sauvegardée est endommagée\u00a0: elle contient du texte qui n'est pas de l'Unicode valide."
    d = session.decision()
    assert session.submit(random_step(session.game, d, random.Random(1)))  # and it still plays and saves
    from tmdesk.app import settings

    session.flush()
    assert saves.load_file(settings.autosave_path()).dump() == session.game.dump()


def test_mutated_saves_through_the_load_road(session: GameSession, tmp_path: Path):
    rng = random.Random(12)
    snaps = played_games(seed=12, every=90)
    for i in range(40):
        f = tmp_path / f"m{i}.json"
        f.write_bytes(mutate_text(rng.choice(snaps), rng).encode("utf-8", "surrogatepass"))
        before, game = saves.dumps(session.game), session.game
        try:
            session.open_file(f)
        except saves.SaveError as exc:
            assert exc.message_id in REFUSALS
            assert session.game is game and saves.dumps(game) == before
            continue
        d = session.decision()
        if d is not None:
            assert session.submit(random_step(session.game, d, rng))


def test_orphan_temporary_files_are_removed_when_the_app_starts(app_home: Path):
    import os
    import time

    from tmdesk.app import settings
    from tmdesk.app.main import clean_orphan_saves

    folders = (settings.data_dir(), settings.config_dir(), settings.saves_dir())  # Save as writes there
    old = time.time() - saves.ORPHAN_AGE - 1
    for i, folder in enumerate(folders):
        orphan = folder / f".tmdesk-killed{i}.tmp"
        orphan.write_text("{")
        os.utime(orphan, (old, old))
    (folders[0] / "autosave.json").write_text("{}")
    clean_orphan_saves()
    assert sorted(p.name for p in folders[0].iterdir()) == ["autosave.json", "saves"]
    assert not list(folders[1].glob(".tmdesk-*")) and not list(folders[2].glob(".tmdesk-*"))
