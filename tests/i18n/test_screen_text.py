"""What the player reads: every log message id with representative arguments, and the whole log of
random games of every mode, rendered in all four languages through the app's own code, with no
internal id, no English word in another language, no "(s)" and no number that disagrees with its noun.
A saved log entry is data: a hostile or malformed one renders a translated fallback."""

from __future__ import annotations

import itertools
import os
import re
from functools import cache
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.i18n.test_translations import tool  # noqa: E402
from tmdesk.app import i18n, log_text  # noqa: E402
from tmdesk.automars import messages as am  # noqa: E402
from tmdesk.cli.simulate import play_random_game  # noqa: E402
from tmdesk.engine import messages as M  # noqa: E402
from tmdesk.engine.state import GameConfig  # noqa: E402

LANGS = ("en", "pt_BR", "fr", "es")
SINGULAR = {"en": {1}, "pt_BR": {1}, "es": {1}, "fr": {0, 1}}  # counts that take the singular
ENGLISH = {"the", "and", "with", "of", "tag", "tags", "track", "tracks", "card", "cards", "shows", "advance",
           "space", "spaces", "tile", "tiles", "option", "places", "building", "science", "power", "earth",
           "event", "jovian", "plants", "steel", "heat", "energy", "titanium", "greenery", "ocean", "oceans",
           "city", "reveals", "gains", "turn", "deck", "row", "AutoMars", "Neutral", "icon", "counter"}
NATIVE = {"pt_BR": {"tile", "tiles", "animal", "deck"}, "es": {"animal", "AutoMars", "Neutral"},  # es: el jugador Neutral
          "fr": {"option", "science", "AutoMars", "animal", "microbe", "bonus"}}
DEFECTS = [
    (re.compile(r"\br\d+c\d+\b"), "space id"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "internal id"),
    (re.compile(r"\b[a-z]+:\d"), "icon id"),
    (re.compile(r"[{}]|%n|%\d"), "placeholder"),
    (re.compile(r"\w\((?:s|es|is|x)\)"), "(s)"),
    (re.compile(r"(?:^|[^\S\xa0])\?(?:$|[\s.,)])"), "unrendered argument"),  # (fr asks with a no-break space: "combien ?")
    (re.compile(r"\b(?:plants|animals|microbes) production\b"), "plural noun as an adjective"),
    (re.compile(r"\b(\w{3,}) \1\b", re.IGNORECASE), "word said twice"),  # "the Building track track"
]

CONTRACTIONS = {  # "production de énergie" (d'énergie), "de el" (del), "em a área" (na área)
    "fr": re.compile(r"\b(?:de|le|que|ne) [aeéèêiîoôuAEÉIOU]\w|\bde (?:le|les)\b|\bà (?:le|les)\b"),
    "es": re.compile(r"\b(?:de|a) el\b"),
    "pt_BR": re.compile(r"\b(?:de|em|por) (?:o|a|os|as)\b"),
}

NO_ARTICLE = {  # a space's name begins with its noun: "na área 1 da linha 2", not "em área 1 da linha 2"
    "pt_BR": re.compile(r"\b(?:em|de|para|por) área\b"),
    "fr": re.compile(r"\b(?:sur|de|à|en) case\b"),
    "es": re.compile(r"\b(?:en|de|a|por) casilla\b"),
}


@pytest.fixture(scope="module", autouse=True)
def qt_app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A QApplication with the .qm files of the .ts files as they are now."""
    app = QApplication.instance() or QApplication([])
    folder = tmp_path_factory.mktemp("qm")
    for lang in tool.LANGS:
        tool.lrelease(tool.ts_path(lang), folder / f"tmdesk_{lang}.qm")
    original = i18n.i18n_dirs
    i18n.i18n_dirs = lambda: [folder]  # type: ignore[assignment]
    yield app
    i18n.i18n_dirs = original  # type: ignore[assignment]
    i18n.install_language("en")


@cache
def noun_pairs(lang: str) -> dict[str, bool]:
    """word -> is it the singular form, from the plural forms of the .ts file ("%n carta" / "%n cartas")."""
    out: dict[str, bool] = {}
    if lang == "en":
        _, plural = tool.collect_sources()
        for _, text in plural:
            for word in re.findall(r"%n (\w+)\(s\)", text):
                out[word], out[word + "s"] = True, False
        return out
    for _, msg in tool.messages(tool.read_ts(tool.ts_path(lang))):
        forms = tool.translation_of(msg)
        if msg.get("numerus") == "yes" and isinstance(forms, list) and len(forms) == 2:
            one, many = (re.findall(r"%n (\w+)", f) for f in forms)
            for a, b in zip(one, many, strict=False):
                if a != b:
                    out.setdefault(a, True)
                    out.setdefault(b, False)
    return out


@cache
def card_words(lang: str) -> frozenset[str]:
    """Words of the card names in `lang` (proper names such as Noctis City may stay English)."""
    from tmdesk.cards.loader import catalogue

    i18n.install_language(lang)
    return frozenset(w for name in catalogue().cards for w in re.findall(r"\w+", i18n.card_name(name)))


def defects(lang: str, line: str) -> list[str]:
    found = [f"{what}: {line}" for pattern, what in DEFECTS if pattern.search(line)]
    if lang in CONTRACTIONS and CONTRACTIONS[lang].search(line):
        found.append(f"no contraction or elision: {line}")
    if lang in NO_ARTICLE and NO_ARTICLE[lang].search(line):
        found.append(f"a space named without its article: {line}")
    pairs = noun_pairs(lang)
    for number, word, head in re.findall(r"(?<![\w.,-])(\d+) (\w+)(?: (tiles|tags)\b)?", line):
        if head and lang == "en":  # "2 ocean tiles", "2 microbe tags": the noun before them names their kind
            continue
        if word in pairs and pairs[word] != (int(number) in SINGULAR[lang]):
            found.append(f"{number} {word}: {line}")
    if lang != "en":
        allowed = NATIVE.get(lang, set()) | card_words(lang)
        leaks = [w for w in re.findall(r"[A-Za-z]+", line) if w in ENGLISH and w not in allowed]
        found += [f"English {w!r}: {line}" for w in leaks]
    return found


# --- every message id, with representative arguments ---------------------------------------------

SAMPLES: dict[str, list[Any]] = {
    "player": ["Ana", "AutoMars"], "target": ["Bruno", "AutoMars", "Pets"], "expected": ["Bruno"],
    "given": ["Ana"], "card": ["Search For Life", "B04"], "corporation": ["Inventrix"],
    "space": ["r0c1", "r4c2", "r3c3", "ganymede_colony"], "tile": ["ocean", "greenery", "city", "capital"],
    "tag": ["science"], "tags": [["space", "event"]], "track": ["building", "earth"],
    "icon": ["tr:2", "advance", "advance_track:space", "temperature:2", "venus:1", "greenery", "floater:1",
             "floater:2", "colony"],
    "resource": ["plants", "megacredits", "steel", "animal"], "project": ["power_plant", "greenery"],
    "options": ["0, 2"],
    "milestone": ["Mayor"], "award": ["Banker"], "reason": ["no_tags"], "value": [3], "detail": ["42"],
    "key": ["cards"], "field": ["players[0].tr"], "code": ["C01"], "cards": [["Trees", "Ants"], "Trees, Ants", "-"], "tr": [1, 2],
    "human_amount": [1, 2], "colony": ["Luna", "Europa", "Pluto"], "paid": ["megacredits", "energy", "titanium"],
    "gains": [["megacredits:23", "plants:2", "heat:1"], ["megacredits:1"], []], "choice": [0, 1], "branch": [0, 1],
}
CARDS_WITH = {"choice": ["Sabotage", "Hired Raiders", "Viral Enhancers"], "branch": ["Extreme-Cold Fungus", "Regolith Eaters"]}
"""The cards whose either/or or two actions a `choice` or `branch` argument names."""
COUNTS = [0, 1, 2]


def sample_args(message_id: str) -> list[dict[str, Any]]:
    keys = {m[1] for m in M.PLACEHOLDER.finditer(message_id)}
    keys |= {m[2] for m in M.PLACEHOLDER.finditer(message_id) if m[2] and m[2] not in M.NOUNS}
    keys |= {"n"} if "%n" in message_id else set()
    choices = []
    for key in sorted(keys):
        if key in log_text.NUMBER_KEYS:
            choices.append([(key, c) for c in COUNTS])
        elif key == "option":
            choices.append([("option", option) for option in am.BONUS_OPTIONS])
        elif key == "reason" and message_id not in am.ALL_MESSAGES:
            choices.append([(key, M.Reason(M.R_TAGS, {"n": 2, "tag": "science"}))])
        elif key == "card" and keys & set(CARDS_WITH):
            choices.append([("card", c) for k in keys & set(CARDS_WITH) for c in CARDS_WITH[k]])
        else:
            assert key in SAMPLES, f"no sample argument for {{{key}}} of {message_id!r}"
            choices.append([(key, v) for v in SAMPLES[key]])
    out = [dict(combo) for combo in itertools.product(*choices)][:40]
    for args in out:
        if "option" in args:  # every bonus card's every option, "B06:c"
            args["card"], args["option"] = args["option"].split(":")
    return out


def all_ids() -> list[str]:
    return sorted(log_text.engine_ids() | am.ALL_MESSAGES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_reads_right(lang: str) -> None:
    i18n.install_language(lang)
    bad, rendered = [], 0
    for message_id in all_ids():
        for args in sample_args(message_id):
            text = log_text.message(message_id, args)
            assert text != log_text.unreadable(), message_id
            # a refused answer or file may name a key of the file format, whose words are the specification's own
            literals = {f"English {w!r}" for k in ("key", "field") if k in args for w in re.findall(r"[A-Za-z]+", args[k])}
            bad += [d for d in defects(lang, text) if not any(d.startswith(w + ":") for w in literals)]
            rendered += 1
    assert rendered > 500
    assert bad == []


# --- the logs of random games of every mode ---------------------------------------------------------

GAMES = [
    GameConfig(players=["Ana", "Bruno"], seed=11),
    GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, draft=True, seed=12, beginners=["Chloé"]),
    GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=13),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="easy", seed=14),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=15),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="hard", corporate_era=True, draft=True, seed=16),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="brutal", seed=17),
    GameConfig(players=["Ana"], mode="automars", corporate_era=True, automars_corporation="C01", seed=18),
    GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, draft=True, prelude=True, seed=21),
    GameConfig(players=["Ana", "Bruno"], board="hellas", seed=22),
    GameConfig(players=["Ana", "Bruno"], board="elysium", corporate_era=True, seed=23),
    GameConfig(players=["Ana", "Bruno"], board="utopia_planitia", corporate_era=True, seed=27),
    GameConfig(players=["Ana", "Bruno"], board="terra_cimmeria", seed=28),
    GameConfig(players=["Ana"], mode="solo", board="vastitas_borealis", corporate_era=True, seed=29),
    GameConfig(players=["Ana"], mode="solo", corporate_era=True, prelude=True, seed=24),
    GameConfig(players=["Ana"], mode="automars", automars_corporation="random", seed=25),
    GameConfig(players=["Ana"], mode="automars", corporate_era=True, prelude=True, automars_corporation="random", seed=26),
    GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, venus_next=True, prelude=True, seed=27),
    GameConfig(players=["Ana"], mode="solo", corporate_era=True, venus_next=True, seed=28),
    GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, colonies=True, seed=31),
    GameConfig(players=["Ana"], mode="automars", board="utopia_planitia", colonies=True, draft=True,
               automars_corporation="C33", seed=33),
    GameConfig(players=["Ana"], mode="automars", colonies=True, automars_corporation="C34", seed=34),
    GameConfig(players=["Ana"], mode="solo", board="terra_cimmeria", colonies=True, venus_next=True, seed=32),
    GameConfig(players=["Ana"], mode="automars", corporate_era=True, venus_next=True, draft=True, seed=29),
    GameConfig(players=["Ana"], mode="automars", venus_next=True, automars_corporation="C27", seed=35),
    GameConfig(players=["Ana"], mode="automars", venus_next=True, prelude=True, automars_corporation="C28", seed=36),
]


@cache
def game_logs() -> list[tuple[str, list[Any]]]:
    """(map, log) of each game: its spaces are named on its own map."""
    return [(config.board, list(play_random_game(config, check=False)[0].state.log)) for config in GAMES]


@pytest.mark.parametrize("lang", LANGS)
def test_random_game_logs_read_right(lang: str) -> None:
    i18n.install_language(lang)
    bad, ids = [], set()
    try:
        for board, log in game_logs():
            log_text.use_board(board)
            for entry in log:
                ids.add(entry[0])
                bad += defects(lang, log_text.entry_text(entry))
                bad += named_twice(entry)
    finally:
        log_text.use_board("tharsis")
    assert len(ids) > 70  # the games use most of the log messages
    assert bad[:20] == []


def named_twice(entry: Any) -> list[str]:
    """"Ana removes 3 plants from Ana": a player who acts on themselves is told so, not named twice."""
    args = entry[1]
    if args.get("target") is not None and args.get("target") == args.get("player"):
        return [f"player named twice: {log_text.entry_text(entry)}"]
    return []


def test_the_new_modes_are_in_the_random_games() -> None:
    corporations = {e[1]["corporation"] for _, log in game_logs() for e in log if e[0] in am.ALL_MESSAGES
                    and "corporation" in e[1]}
    assert len(corporations) >= 2  # AutoMars played a corporation in three games, one of them drawn at random
    cards = {e[1].get("card") for _, log in game_logs() for e in log if e[0] == M.L_PLAYED}
    from tmdesk.cards.loader import catalogue

    assert cards & set(catalogue().prelude_deck())  # Preludes were played
    milestones = {e[1].get("milestone") for _, log in game_logs() for e in log if e[0] == M.L_MILESTONE}
    assert milestones - {"Terraformer", "Mayor", "Gardener", "Builder", "Planner"}  # Hellas or Elysium's own
    ids = {e[0] for _, log in game_logs() for e in log}
    assert {M.L_VENUS, M.L_SOLO_LOST_VENUS} <= ids  # Venus Next: its scale, its solo goal
    assert ids & {M.L_WG_TEMPERATURE, M.L_WG_OXYGEN, M.L_WG_OCEAN, M.L_WG_VENUS}  # World Government terraforming


def test_the_checks_catch_what_the_issue_saw() -> None:
    i18n.install_language("pt_BR")
    for line in ["1 cartas restantes", "0 carta na mão", "3 micróbio", "coloca vegetação em r4c7",
                 "mostra tr:5", "ignora o ícone venus:1", "revela Energia Solar: ícones power, building",
                 "Ana compra %n cartas", "nível(is)", "AutoMars venceu!", "ação de natural_preserve"]:
        assert defects("pt_BR", line), line
    assert defects("en", "1 cards × 3 M€") and defects("en", "Ana buys 2 card.")
    assert defects("en", "Ana lowers Bruno's plants production by 1.")
    assert defects("pt_BR", "a trilha trilha de Construção do AutoMarte avança")
    assert defects("fr", "AutoMars pose un marqueur joueur sur case océan 2 de la ligne 1")
    assert named_twice(["{player} removes {amount:resource} from {target}.", {"player": "Ana", "target": "Ana"}])
    assert not defects("pt_BR", "O AutoMarte revela Procura por Vida (1 ícone: Ciência)")
    assert not defects("fr", "0 carte choisie")
    assert defects("fr", "Ce que cela change pour vous : production de énergie +2.")
    assert defects("fr", "AutoMars joue la corporation C01, homonyme de Inventrix.")
    assert not defects("fr", "production d'énergie +2, production de chaleur +1")
    assert defects("es", "Lo que cambia: producción de el calor") and defects("pt_BR", "Coloque-o em a área 5")
    assert not defects("es", "producción del calor") and not defects("pt_BR", "Coloque-o na área 5 da linha 6.")


# --- hostile or damaged entries ------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_saved_entry_is_never_a_format_template(lang: str) -> None:
    i18n.install_language(lang)
    fallback = log_text.unreadable()
    assert fallback and "{" not in fallback
    if lang == "pt_BR":
        assert fallback == "(uma entrada do registro que esta versão do tmdesk não consegue ler)"
    hostile = [["{player:>150000000}", {"player": "Ana"}], ["{player.__class__.__mro__}", {"player": "Ana"}],
               ["{player!r:^{n}}", {"player": "Ana", "n": 10**8}], 7, None, "text", [], [1, 2, 3], ["x"],
               [{"a": 1}, {}], ["{player} passes.", "not a dict"]]
    for entry in hostile:
        assert log_text.entry_text(entry) in (fallback, log_text.message(M.L_PASS, {})), entry
    # a known id whose arguments have the wrong types shows "?" for them, never raises
    odd = log_text.entry_text([M.L_TILE, {"player": ["Ana"], "tile": 3, "space": {"x": 1}}])
    assert odd.count("?") >= 2 and len(odd) < 200
    huge = log_text.entry_text([M.L_PASS, {"player": "A" * 100_000}])
    assert len(huge) < 200
    assert log_text.entry_text([M.L_DRAW, {"player": "Ana", "n": 10**30}]).startswith("Ana")


def test_the_log_panel_shows_hostile_entries_without_raising(qtbot: Any) -> None:
    from tmdesk.app.widgets.log_panel import LogPanel

    i18n.install_language("en")
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.refresh([["{player:>150000000}", {"player": "Ana"}], 5, [M.L_PASS, {"player": "Ana"}], None])
    texts = [panel.model.data(panel.model.index(r)) for r in range(panel.model.rowCount())]
    assert texts == [log_text.unreadable(), log_text.unreadable(), "Ana passes.", log_text.unreadable()]


def test_entries_of_older_saves_still_read_right() -> None:
    i18n.install_language("pt_BR")
    assert log_text.entry_text(["AutoMars reveals {card}: tags {tags}", {"card": "Search For Life", "tags": "science"}]) \
        == "O AutoMarte revela Procura por Vida (1 ícone: Ciência)"
    assert log_text.entry_text(["AutoMars takes its turn ({cards} cards left in its action deck)", {"cards": 1}]) \
        == "O AutoMarte joga seu turno (resta 1 carta no baralho de ação)"
    assert log_text.entry_text(["{player} places a {tile} tile on {space}.",
                            {"player": "Ana", "tile": "greenery", "space": "r0c0"}]) \
        == "Ana coloca um tile de vegetação na área 1 da linha 1 (2 de aço)."


# --- widgets that keep text across a language switch ----------------------------------------------

@pytest.mark.parametrize(("lang", "look_in"), [("pt_BR", "Procurar em:"), ("fr", "Voir dans\u00a0:"), ("es", "Ver en:")])
def test_qt_dialogs_speak_the_players_language(lang: str, look_in: str) -> None:
    from PySide6.QtCore import QCoreApplication

    i18n.install_language(lang)
    assert QCoreApplication.translate("QFileDialog", "Look in:") == look_in


def test_the_automars_idle_line_follows_a_language_switch(qtbot: Any) -> None:
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    i18n.install_language("en")
    board = AutoMarsBoard()
    qtbot.addWidget(board)
    board.replay([(1, "one", None)])
    board.skip_replay()
    assert board.banner.text() == "Waiting for your move."
    i18n.install_language("pt_BR")
    board.retranslate()  # as the main window does on QEvent.LanguageChange
    assert board.banner.text() == "Aguardando sua jogada."
    board.replay([(2, log_text.message(am.TRACK_ADVANCE, {"track": "earth", "before": 3, "after": 4}), "earth")])
    assert board.banner.text() == "▶ O AutoMarte avança seu contador na trilha da Terra de 3 para 4"
    assert board.canvas.flash == "earth"
    i18n.install_language("en")


def test_the_placement_list_names_spaces_and_what_they_give() -> None:
    from tmdesk.app import log_text

    i18n.install_language("pt_BR")
    assert log_text.space_name("r0c1", with_bonus=False) == "área de oceano 2 da linha 1"
    assert log_text.bonus_text(("plant", "plant", "card")) == "2 plantas, 1 carta"
    assert log_text.space_name("r4c2") == "área reservada para Noctis City"
    i18n.install_language("es")
    assert log_text.space_name("r4c2") == "casilla reservada para Ciudad Noctis"
    assert log_text.space_name("phobos_space_haven").startswith("casilla reservada para ")


@pytest.mark.parametrize("lang", LANGS)
def test_the_noctis_city_label_stays_inside_its_hexagon(lang: str) -> None:
    from PySide6.QtCore import QRectF

    from tmdesk.app.scene.hexes import HEX_R, _label_font

    i18n.install_language(lang)
    font, one_line = _label_font(i18n.card_name("Noctis City"), QRectF(-0.8 * HEX_R, 8, 1.6 * HEX_R, 22))
    assert one_line and font.pixelSize() >= 6  # one line, above the hexagon's narrowing lower sides


def test_a_card_name_the_rulebook_keeps_in_english_stays_so() -> None:
    i18n.install_language("fr")
    assert i18n.card_name("Noctis City") == "Noctis City"  # not the card data's "Noctis Ville"
    assert i18n.card_name("Beginner Corporation") == "Corporation débutant"
    i18n.install_language("es")
    assert i18n.card_name("Beginner Corporation") == "Corporación para Principiante"


@pytest.mark.parametrize("reserved", ["AutoMarte", "neutro", "Neutre", "AUTOMARS", "Neutral"])
def test_the_names_of_automars_and_the_neutral_player_are_refused_in_every_language(qtbot: Any, reserved: str) -> None:
    from tmdesk.app.widgets.new_game import NewGameScreen

    i18n.install_language("pt_BR")
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    screen.rows[0][0].setText(reserved)
    why = screen.problem_text()
    assert why == f"“{reserved}” é o nome do AutoMarte ou do jogador neutro: escolha outro nome."
    screen.rows[0][0].setText("Marta")
    assert screen.problem_text() is None


@pytest.mark.parametrize("lang", LANGS)
def test_every_log_id_of_older_saves_still_reads_right(lang: str) -> None:
    from tmdesk.engine import log_upgrade

    i18n.install_language(lang)
    bad = []
    samples = {**SAMPLES, "name": ["Overachievement"], "option": ["d"]}  # older saves kept the English name too
    for old_id in log_upgrade.LEGACY:
        keys = set(re.findall(r"\{(\w+)\}", old_id))
        args: dict[str, Any] = {k: 2 if k in log_text.NUMBER_KEYS | {"cards"} else samples[k][0] for k in keys}
        if "tags" in args:
            args["tags"] = "space, event"  # older saves joined the tags
        if "option" in keys:
            args["card"] = "B06"
        if old_id == "AutoMars plays corporation {corporation}":
            args["corporation"] = "C05"  # the first release logged the code alone
        text = log_text.entry_text(log_upgrade.upgrade([old_id, args]))
        assert text != log_text.unreadable(), old_id
        bad += defects(lang, text)
    assert bad == []


def test_the_cards_interface_hyperlink_keeps_are_named_in_the_players_language() -> None:
    i18n.install_language("pt_BR")
    assert log_text.message(am.INTERFACE_HYPERLINK, {"count": 4, "cards": "Trees, Ants"}) \
        == "Hiperlink de Interface: o AutoMarte pega 4 cartas de projeto e fica com Árvores, Formigas"
    assert log_text.message(am.INTERFACE_HYPERLINK, {"count": 0, "cards": "-"}).endswith("fica com nenhuma carta")


def test_automars_wins_with_its_article_in_portuguese() -> None:
    from tmdesk.engine import log_upgrade

    i18n.install_language("pt_BR")
    assert log_text.message(M.L_AUTOMARS_WINS, {"score": 132}) == "A partida termina. O AutoMarte vence com 132 PV."
    older = log_upgrade.upgrade([M.L_GAME_END, {"player": "AutoMars", "score": 132}])
    assert log_text.entry_text(older) == "A partida termina. O AutoMarte vence com 132 PV."
    ends = [e for _, log in game_logs() for e in log if e[0] in (M.L_GAME_END, M.L_AUTOMARS_WINS)]
    assert M.L_AUTOMARS_WINS in {e[0] for e in ends} and all(e[1].get("player") != "AutoMars" for e in ends)


def test_m_euros_taken_from_automars_as_m_euros_are_not_said_twice() -> None:
    from tmdesk.engine import log_upgrade

    i18n.install_language("en")
    old = ["You remove {amount} M€ from AutoMars (as {resource})", {"amount": 3, "resource": "megacredits"}]
    assert log_text.entry_text(log_upgrade.upgrade(old)) == "You remove 3 M€ from AutoMars"
    old[1]["resource"] = "plants"
    assert log_text.entry_text(log_upgrade.upgrade(old)) == "You remove 3 M€ from AutoMars (instead of plants)"


def test_a_save_of_tmdesk_1_0_with_its_log_ids_loads_and_reads_right() -> None:
    import json

    from tmdesk.engine import saves
    from tmdesk.engine.game import new_game

    data = json.loads(saves.dumps(new_game(GameConfig(players=["Ana"], mode="automars", seed=3))))
    data["log"] += [["AutoMars reveals {card}: tags {tags}", {"card": "Search For Life", "tags": "science, event"}],
                    ["{player} places a {tile} tile on {space}.", {"player": "Ana", "tile": "city", "space": "r3c3"}]]
    game = saves.loads(json.dumps(data))  # upgraded on load, then checked by the save schema
    i18n.install_language("fr")
    assert [log_text.entry_text(e) for e in game.state.log[-2:]] == [
        "AutoMars révèle Traces de Vie (2 indicateurs\u00a0: Science, Événement)",
        "Ana place une tuile cité sur la case 4 de la ligne 4 (1 plante).",
    ]


@pytest.mark.parametrize(("lang", "word"), [("pt_BR", "ícone"), ("fr", "indicateur"), ("es", "tipo")])
def test_automars_names_a_tag_by_the_rulebooks_word(lang: str, word: str) -> None:
    """A tag is "ícone" in the Portuguese rulebooks, "indicateur" in the French, "tipo" in the Spanish: AutoMars's
    sentences and its corporations' texts say the same (they said "symbole" and "icono")."""
    from PySide6.QtCore import QCoreApplication

    from tmdesk.automars.corporation_texts import EFFECTS as TEXTS

    i18n.install_language(lang)
    sources = [s for s in am.ALL_MESSAGES if re.search(r"\btags?\b", s)]
    texts = [log_text.message(s, {"corporation": "Inventrix", "card": "Fish", "tag": "plant", "n": 2, "tags": ["plant"],
                                  "amount": 2, "human_amount": 2, "track": "plant", "cards": 1}) for s in sources]
    texts += [QCoreApplication.translate("AutoMarsCorporation", TEXTS[c]) for c in TEXTS if re.search(r"\btags?\b", TEXTS[c])]
    assert len(texts) > 15
    assert [t for t in texts if word not in t.lower()] == []


@cache
def decisions_of_a_prelude_game() -> list[Any]:
    """Every decision of a 3-player Prelude game on Hellas, as the players met them."""
    import random

    from tmdesk.bots import random_step
    from tmdesk.engine.game import new_game

    game = new_game(GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, prelude=True, board="hellas",
                               seed=31))
    rng, out = random.Random(31), []
    while (d := game.waiting_for()) is not None:
        out.append(d)
        game.apply(dict(random_step(game, d, rng), player=d.player))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_what_a_choice_asks_reads_right(lang: str) -> None:
    """The question of each decision and the text of its options ("Comet: Remove up to 3 plants from any
    player", "Pets" when the player orders triggered effects) in the player's language."""
    from tmdesk.app import effects_text
    from tmdesk.app.dialogs.choices import prompt
    from tmdesk.engine.decisions import Decision

    i18n.install_language(lang)
    texts = set()
    for d in decisions_of_a_prelude_game():
        texts.add(prompt(d))
        for option in (d.info.get("descriptions") or d.options if d.kind == "select_option" else [])[:8]:
            texts.add(effects_text.describe_option(option))
    for key in ("remove_any_player", "steal_any_player"):  # its second question: how many, from whom
        texts.add(prompt(Decision("Ana", "select_amount", [1, 2, 3], info={
            "src": "Asteroid", "effect": {key: {"plants": 3}}, "target": "Bruno", "min": 1, "max": 3})))
    assert len(texts) > 30
    assert sorted({x for t in texts for x in defects(lang, t)}) == []
    assert not [t for t in texts if effects_text.effect({}) in t]  # every effect met is told, none is "a special effect"


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_colonies_cards_ask_reads_right(lang: str) -> None:
    """Each action branch and either/or of the Colonies cards and corporations, the prompts of their card choices
    ("ANY JOVIAN CARD", "ANY card") and Stormcraft Incorporated's heat question, in the player's language: each
    told in words, none "a special effect"."""
    from tmdesk.app import effects_text
    from tmdesk.app.dialogs.choices import prompt
    from tmdesk.cards.loader import catalogue
    from tmdesk.engine.decisions import Decision

    i18n.install_language(lang)
    texts = set()
    for card in catalogue().expansion_cards("colonies"):
        texts |= {effects_text.action_branch(b) for b in card.action_branches()}
        for e in card.immediate:
            if "choose_one" in e or "add_resource_to_another_card" in e:
                texts.add(prompt(Decision("Ana", "select_card", ["Titan Shuttles"], info={"src": card.name, "effect": e})))
                texts |= {effects_text.effects(option) for option in e.get("choose_one", [])}
    heat = Decision("Ana", "select_amount", [3, 4], info={"src": "Stormcraft Incorporated", "min": 3, "max": 4,
                                                          "effect": {"pay_heat": 8, "each": 2}})
    texts.add(prompt(heat))
    assert len(texts) > 15
    assert sorted({x for t in texts for x in defects(lang, t)}) == []
    assert not [t for t in texts if effects_text.effect({}) in t]


@pytest.mark.parametrize("lang", LANGS)
def test_every_printed_effect_of_every_card_is_told_in_words(lang: str) -> None:
    """Each effect of every card of the base game and the expansions (what a card does when played, each either/or,
    each action's effects) as a prompt or an option tells it: in words in the player's language, never "a special
    effect". Only the cards whose rule is code of its own ("special") have their own prompts instead."""
    from tmdesk.app import effects_text
    from tmdesk.cards.loader import catalogue

    i18n.install_language(lang)
    special = effects_text.effect({})

    def told(fx: list[dict[str, Any]]) -> list[tuple[str, str]]:
        out = []
        for e in fx:
            if "special" not in e:
                out.append((str(e), effects_text.effect(e)))
            for option in e.get("choose_one", []):
                out += told(option)
        return out

    texts = []
    for card in catalogue().cards.values():
        texts += told(list(card.immediate))
        for branch in card.action_branches():
            texts += told(list(branch.get("effect", [])) if isinstance(branch, dict) else [])
    assert len(texts) > 300
    assert [e for e, text in texts if special in text] == []
    assert sorted({x for _, text in texts for x in defects(lang, text)}) == []


def test_a_choice_names_its_card_the_languages_way() -> None:
    from tmdesk.app import effects_text
    from tmdesk.app.dialogs.choices import prompt
    from tmdesk.engine.decisions import Decision

    land_claim = Decision("Ana", "select_space", ["r0c1"], info={"src": "Land Claim", "tile": "claim"})
    i18n.install_language("fr")
    assert prompt(land_claim) == ("Revendication du terrain\u00a0: Placez votre marqueur joueur\u00a0: cliquez sur une case "
                                  "en surbrillance.")  # a no-break space before the colon: never a colon alone on a line
    assert effects_text.describe_option("Pets") == "Animaux Domestiques"
    i18n.install_language("en")
    assert prompt(land_claim) == "Land Claim: Place your player marker: click a highlighted space."


@pytest.mark.parametrize("lang", LANGS)
def test_the_coachs_hints_read_right(lang: str) -> None:
    """Every hint of the coach on a Prelude game's decisions, and one naming every kind of change, in the
    player's language (it once said "production de énergie" in French and "Choose 2." for an either/or)."""
    import random

    from tmdesk.app.widgets.hint_text import PRODUCTION, hint_text
    from tmdesk.bots import random_step
    from tmdesk.bots.coach import Advice, advise
    from tmdesk.engine.game import new_game

    i18n.install_language(lang)
    game = new_game(GameConfig(players=["Ana", "Bruno"], corporate_era=True, prelude=True, seed=8))
    texts = []
    rng = random.Random(8)
    k = 0
    while (d := game.waiting_for()) is not None and len(texts) < 40:
        if k % 7 == 0:
            advice = advise(game, d.player, seed=k)
            assert advice is not None
            texts.append(hint_text(advice, d))
        game.apply(dict(random_step(game, d, rng), player=d.player))
        k += 1
    every = {"tr": 1, "cards": 1, "megacredits": -3, **{"production:" + r: 1 for r in PRODUCTION},
             **{r: 1 for r in PRODUCTION if r != "megacredits"}}
    points = {"milestones": 5, "awards": 2, "board": 3, "cards": 1}
    texts.append(hint_text(Advice("Ana", {"do": "pass"}, gain=3.0, changes=every, points=points)))
    fewer = {"tr": -1, "cards": -2, **{"production:" + r: -1 for r in PRODUCTION}}
    texts.append(hint_text(Advice("Ana", {"do": "standard_project", "project": "sell_patents"}, changes=fewer)))
    texts += [hint_text(Advice("Ana", step, points=points)) for step in (
        {"do": "claim_milestone", "milestone": "Mayor"}, {"do": "fund_award", "award": "Banker"},
        {"do": "answer", "answer": {"space": "r3c3"}}, {"do": "answer", "answer": {"space": "r0c1"}},
        {"do": "answer", "answer": {"space": "ganymede_colony"}})]
    from tmdesk.app.widgets.hint_text import card_points
    from tmdesk.cards.loader import catalogue

    texts += [card_points(name) for name, card in catalogue().cards.items() if card.vp]
    assert len(texts) > 80 and not re.search(r"\b(?:row|linha|ligne|fila)\b", " ".join(texts))  # the space is shown
    assert sorted({x for t in texts for line in t.splitlines() for x in defects(lang, line)}) == []


def board_view_of(name: str) -> dict[str, Any]:
    """What the window is given of a map's AutoMars side (AutoMars.board_view)."""
    from tests.automars.automars_fakes import FakeHost
    from tmdesk.automars.bot import AutoMars
    from tmdesk.automars.tracks import load_board

    return AutoMars(FakeHost(), board=load_board(map_name=name)).board_view()


def automars_goals_of(name: str) -> list[str]:
    """AutoMars's line in the tooltip of each milestone and award of a map, with an Easy level's modifier."""
    from tests.automars.automars_fakes import FakeHost
    from tmdesk.automars.bot import AutoMars
    from tmdesk.automars.difficulty import Difficulty
    from tmdesk.automars.state import AutoMarsState
    from tmdesk.automars.tracks import load_board

    board = load_board(map_name=name)
    bot = AutoMars(FakeHost(), AutoMarsState(difficulty=Difficulty.preset("easy")), board=board)
    return ([log_text.automars_goal(bot.milestone_view(m.name)) for m in board.milestones]
            + [log_text.automars_goal(bot.award_view(a.name)) for a in board.awards])


@pytest.mark.parametrize("lang", LANGS)
def test_what_pass_and_play_says_reads_right(lang: str, qtbot: Any) -> None:
    """Issue #25: the question before an undo takes back another person's decision, the hand-over screen
    that says what was undone, and a corporation chosen face down, in the player's language."""
    from PySide6.QtGui import QColor

    from tmdesk.app.widgets.pass_screen import PassScreen, take_back_question
    from tmdesk.app.widgets.player_panel import PlayerPanel, PlayersColumn
    from tmdesk.engine.game import new_game

    i18n.install_language(lang)
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=8))
    d = game.waiting_for()
    game.apply({"do": "choose_start", "corporation": d.options[0], "cards": d.info["cards"][:2]})
    texts = []
    for entry in ([M.L_BOUGHT, {"player": "Ana", "n": 0}], [M.L_CHOSE_FACE_DOWN, {"player": "Ana"}],
                  [M.L_PLAYED, {"player": "Ana", "card": "Birds"}]):
        what = log_text.entry_text(entry)
        texts.append(take_back_question("Ana", what))
        screen = PassScreen()
        qtbot.addWidget(screen)
        screen.set_player("Ana", QColor("red"), "", what)
        texts.append(screen.detail.text())
    panel = PlayerPanel("Ana")
    qtbot.addWidget(panel)
    panel.refresh(game, game.player("Ana"), QColor("red"), False, False)
    texts.append(panel.corporation.text())
    assert texts[-1] != "Corporation chosen, face down" or lang == "en"
    column = PlayersColumn()  # the discard pile does not count Ana's face-down choice
    qtbot.addWidget(column)
    column.refresh(game, lambda name: QColor("red"), "Bruno")
    texts += [column.piles.text(), column.piles.toolTip()]
    assert str(len(game.state.deck)) in texts[-2] and "·" not in texts[-2]  # the deck alone
    texts.append(QCoreApplication.translate("GameView", "Your hand — drag a card to the play area beside it, "
                                                        "or double-click it"))
    game.apply({"do": "choose_start", "corporation": game.waiting_for().options[0], "cards": []})
    while game.waiting_for().kind != "buy_cards":  # generation 2's research: Ana buys face down
        game.apply({"do": "pass"})
    buyer = game.waiting_for().player
    game.apply({"do": "buy_cards", "cards": []})
    panel = PlayerPanel(buyer)
    qtbot.addWidget(panel)
    panel.refresh(game, game.player(buyer), QColor("red"), False, False, face_down=True)
    column.refresh(game, lambda name: QColor("red"), None, {buyer})
    texts += [panel.summary.text(), panel.cells["megacredits"].toolTip(), column.piles.toolTip(),
              take_back_question(buyer, QCoreApplication.translate(
                  "MainWindow", "The research purchase of %1, still face down.").replace("%1", buyer))]
    assert panel.cells["megacredits"].amount.text() == "?" and "·" not in column.piles.text()
    assert sorted({x for t in texts for line in t.splitlines() for x in defects(lang, line)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_what_automars_says_about_its_cards_and_tracks_reads_right(lang: str, qtbot: Any) -> None:
    """A bonus card's text on hover, which tags move each track, the paused narration (issue 25, point 9)."""
    from tmdesk.app.widgets.automars_board import AutoMarsBoard, one_reading_line, side_details, track_tags_text
    from tmdesk.automars.bonus_texts import TEXTS
    from tmdesk.automars.tracks import corporate_competition_maps, load_board, maps_with_board

    i18n.install_language(lang)
    cards = [*TEXTS, *corporate_competition_maps()]  # B08-B12: each map's card, told from its awards
    texts = [log_text.bonus_card_text(code) for code in cards]
    texts += [track_tags_text(t.id, list(t.tags)) for name in maps_with_board()
              for t in load_board(map_name=name).tracks.values()]
    texts += [track_tags_text("science", [])]
    board = AutoMarsBoard()
    qtbot.addWidget(board)
    board.replay([(1, log_text.message(am.REVEAL_BONUS, {"card": "B06"}), None)])
    board.pause.setChecked(True)
    texts += [board.banner.text(), board.pause.toolTip()]
    texts += [QCoreApplication.translate(
        "AutoMarsBoard", "Ignored in this game: its expansion is not in play (no Failed Action).")]
    for name in maps_with_board():  # each map's side: its one-reading mark, why, its card and its tiebreakers
        side = board_view_of(name)
        texts += [side_details(side)] + ([one_reading_line(side)] if name != "tharsis" else [])
        texts += automars_goals_of(name)  # how AutoMars counts for each milestone and award, in their tooltips
    assert all(texts) and len(texts) == len(cards) + 5 * 7 + 3 + 1 + 5 + 4 + 5 * 10
    assert sorted({x for t in texts for x in defects(lang, t)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_and_the_statistics_read_right(lang: str, qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    """Help → Guide (the game, AutoMars, the keys) and Game → Statistics in the player's language (issue 25, 12-13)."""
    from PySide6.QtGui import QTextDocument

    from tmdesk.app import statistics
    from tmdesk.app.dialogs.guide import AUTOMARS, GAME, keys_html, page_html
    from tmdesk.app.dialogs.statistics_dialog import StatisticsDialog

    monkeypatch.setenv("TMDESK_HOME", str(tmp_path))
    i18n.install_language(lang)
    texts = []
    for html in (page_html(GAME), page_html(AUTOMARS), keys_html()):
        doc = QTextDocument()
        doc.setHtml(html)
        texts += [line for line in doc.toPlainText().splitlines() if line.strip()]
    games = [statistics.Finished("a", "2025-05-01T20:00", "solo", "tharsis", ["prelude"], {"Ana": 60}, ["Ana"], None, 14),
             statistics.Finished("b", "2025-05-02T20:00", "automars", "tharsis", ["draft"], {"Ana": 80, "AutoMars": 70},
                                 ["Ana"], "Ana", 13, "hard"),
             statistics.Finished("c", "2025-05-03T20:00", "corporate_era", "hellas", [], {"Ana": 70, "Bruno": 75},
                                 ["Ana", "Bruno"], "Bruno", 11),
             statistics.Finished("d", "2025-05-04T20:00", "automars", "tharsis", [], {"Ana": 50, "AutoMars": 70},
                                 ["Ana"], "AutoMars", 15, "easy")]
    monkeypatch.setattr(statistics, "load", lambda: games)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    for table in (dialog.games, dialog.summary):
        texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        texts += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]
    assert len(texts) > 70
    assert sorted({x for t in texts for x in defects(lang, t)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_requirement_reads_right(lang: str) -> None:
    """The requirement box of every card (Venus Next's floaters and TR too) in the player's language."""
    from tmdesk.app.card_art import requirement_text
    from tmdesk.cards.loader import catalogue

    i18n.install_language(lang)
    bad = []
    for card in catalogue().cards.values():
        for req in card.requirements:
            line = requirement_text(req)
            bad += defects(lang, line) + ([f"untranslated requirement: {line}"] if line == req["kind"] else [])
    assert bad == []


TILE_SENTENCES = {  # Europa's build reward, Pluto's colony bonus (two effects, in the order they resolve)
    "en": ("place an ocean tile", "draw 1 card, then discard 1 card"),
    "pt_BR": ("colocar um tile de oceano", "pegar 1 carta e depois descartar 1 carta"),
    "fr": ("placer une tuile océan", "piocher 1 carte, puis défausser 1 carte"),
    "es": ("colocar una loseta de océano", "robar 1 carta y luego descartar 1 carta"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_colony_tile_rewards_read_as_sentences(lang: str) -> None:
    """A tile's reward and bonus read as the rulebooks say them: one ocean tile with its article (pt: "um tile de
    oceano", the glossary's term), several effects joined as a sentence, never with ";"."""
    from tmdesk.app import colonies_text as ct
    from tmdesk.engine.expansions.colony_tiles import all_tiles

    i18n.install_language(lang)
    tiles = all_tiles()
    assert (ct.sentence(list(tiles["Europa"].build)), ct.sentence(list(tiles["Pluto"].colony_bonus))) == \
        TILE_SENTENCES[lang]
    lines = [line for n, t in tiles.items() for line in ct.card_lines(ct.TileView(n, t))]
    assert len(lines) == 22 and not [line for line in lines if ";" in line]
    assert sorted({x for line in lines for x in defects(lang, line)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_colonies_window_says_reads_right(lang: str, qtbot: Any) -> None:
    """Colonies in the window: every tile's title, foot line and tooltip (in play, inactive, offered from outside),
    the trade fleets, each colony choice's question, the trade dialog (payments, tiles, the marker moved first, why a
    trade is impossible), the Trade and Build Colony buttons, the New Game option and AutoMars's shipping board."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGroupBox, QLabel

    from tmdesk.app import colonies_text as ct
    from tmdesk.app.colonies_text import shipping_details, shipping_text
    from tmdesk.app.dialogs.choices import prompt
    from tmdesk.app.dialogs.trade import TradeDialog
    from tmdesk.app.widgets.actions_panel import ActionsPanel
    from tmdesk.app.widgets.colonies_panel import ColoniesPanel
    from tmdesk.app.widgets.new_game import NewGameScreen
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.expansions.colony_tiles import all_tiles
    from tmdesk.engine.scenario import play

    i18n.install_language(lang)
    names = list(all_tiles())
    game = play({"format": "tmdesk-scenario/1", "setup": {"players": ["Ana", "Bruno"], "skip_setup": True,
                                                          "colonies": True, "colony_tiles": names[:10]},
                 "state": {"players": {"Ana": {"resources": {"megacredits": 20, "energy": 1, "titanium": 5},
                                               "played": ["Cryo-Sleep", "Trade Envoys"]}},
                           "colonies": {"Luna": {"track": 3, "colonies": ["Ana", "Bruno"], "fleets": ["Bruno"]},
                                        "Ceres": {"colonies": ["Bruno"]}}}, "steps": []})
    views = ct.views(game, [names[10]])
    texts = [line for v in views for line in (*ct.card_lines(v), ct.tooltip(v, log_text.player_name))]
    panel = ColoniesPanel()
    qtbot.addWidget(panel)
    panel.refresh(game, lambda _n: QColor("red"), ["Luna", names[10]])
    texts += [panel.title.text(), panel.fleets.text(), panel.fleets.toolTip(), panel.cards["Luna"].toolTip()]
    for kind in ("remove_colony_tile", "build_colony", "colony_track_up", "colony_track_down", "add_colony_tile",
                 "trade", None):
        texts.append(prompt(Decision("Ana", "select_colony", ["Luna"], info={"prompt": kind})))
    d = game.waiting_for()
    dialog = TradeDialog(panel, game, game.player("Ana"), d.options)
    texts += [dialog.windowTitle(), dialog.ok.text(), dialog.spin.toolTip()]
    texts += [w.text() for w in dialog.findChildren(QLabel)] + [w.title() for w in dialog.findChildren(QGroupBox)]
    texts += [b.text() for b in [*dialog.pay_buttons.values(), *dialog.tile_buttons.values()]]
    texts += [b.toolTip() for b in [*dialog.pay_buttons.values(), *dialog.tile_buttons.values()] if not b.isEnabled()]
    ana = game.player("Ana")
    ana.resources.update(megacredits=0, titanium=0, energy=0)
    texts.append(ct.trade_reason(game, ana))
    texts.append(ct.bonus_text("AutoMars", "Luna"))
    actions = ActionsPanel()
    qtbot.addWidget(actions)
    actions.refresh(game, d, "Ana")
    for key in (("trade",), ("standard_project", "build_colony")):
        texts += [actions.buttons[key].text(), actions.buttons[key].toolTip()]
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    texts += [screen.colonies.text(), screen.colonies.toolTip()]
    automars = play({"format": "tmdesk-scenario/1", "setup": {"players": ["Ana"], "mode": "automars",
                                                              "skip_setup": True, "colonies": True,
                                                              "colony_tiles": ["Europa", "Luna", "Pluto", "Titan",
                                                                               "Io"]},
                     "state": {"automars": {"shipping": {"Luna": 3}, "floaters": 1}}, "steps": []})
    data = dict(automars.automars_engine.dump(), board=automars.automars_engine.board_view(), trade_fleets=(1, 0))
    texts += [shipping_text(data), shipping_details()]
    from tmdesk.app.widgets.player_panel import PlayerPanel

    player = PlayerPanel("Ana")
    qtbot.addWidget(player)
    player.refresh(game, game.player("Ana"), QColor("red"), False, False)
    texts.append(player.extra.text())
    assert all(texts) and len(texts) > 60
    assert sorted({x for t in texts if t for line in t.splitlines() for x in defects(lang, line)}) == []
    dialog.done(0)


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_review_reads_right(lang: str) -> None:
    """The review's list (`tmdesk review`, the window's Review) of a game with a planted mistake, every kind of
    decision, the stopped and the empty review, and why a game cannot be reviewed, in the player's language."""
    from tests.bots.test_review import planted_game, sell_the_hand
    from tmdesk.app.widgets import review_text
    from tmdesk.bots.review import E_BAD_REVIEW, E_NO_RECORD, E_NO_SEAT, Finding, Review, ReviewError, review

    i18n.install_language(lang)
    g, _ = planted_game(sell_the_hand)
    r = review(g, "Ann", samples=1)
    lines = review_text.report(r, 5)
    assert len(lines) >= 5
    steps = [{"do": "pass"}, {"do": "end_turn"}, {"do": "convert_plants"}, {"do": "buy_cards", "cards": []},
             {"do": "play_card", "card": "Comet"}, {"answer": {"space": "r3c3"}}, {"answer": {"skip": True}}]
    findings = [Finding(i, 1 + i % 14, kind, steps[i % len(steps)], steps[(i + 1) % len(steps)], i * 0.7, 1 + i % 3)
                for i, kind in enumerate([*review_text.KINDS, "unknown"])]
    lines += review_text.report(Review("AutoMars", findings, decisions=1, total=9, complete=False), 20)
    lines += review_text.report(Review("Ana", [], decisions=0, total=0), 5)
    lines += [review_text.error(ReviewError(E_NO_RECORD)), review_text.error(ReviewError(E_NO_SEAT, player="Zoe")),
              review_text.error(ReviewError(E_BAD_REVIEW)), review_text.after_the_game()]
    lines += review_window_texts(g, r)
    assert sorted({x for t in lines for line in t.splitlines() for x in defects(lang, line)}) == []
    i18n.install_language("en")


def review_window_texts(g: Any, r: Any) -> list[str]:
    """What the review's window says: its title, introduction, summary, the list and its headers, and the
    position opened from the first row."""
    from PySide6.QtGui import QColor

    from tmdesk.app.widgets.review_dialog import ReviewDialog

    dialog = ReviewDialog(g, "Ann", lambda _name: QColor("red"), r)
    table = dialog.table
    texts = [dialog.windowTitle(), dialog.intro.text(), dialog.summary.text(), dialog.start_button.text()]
    texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    texts += [table.item(row, c).text() for row in range(table.rowCount()) for c in range(table.columnCount())]
    texts += [table.item(row, 4).toolTip() for row in range(table.rowCount())]
    position = dialog.open_position(0)
    assert position is not None and table.rowCount() >= 1
    texts += [position.windowTitle(), position.what.text()]
    position.close()
    dialog.close()
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_the_pick_screen_counts_the_offered_cards_right(lang: str, qtbot: Any) -> None:
    """The set-up and research screens say how many cards are offered (at 1280×720 only the first row shows)."""
    from tmdesk.app.widgets.pick_screen import PickScreen
    from tmdesk.engine.game import new_game

    i18n.install_language(lang)
    texts = []
    for players, seed in ((["Ana", "Bruno"], 8), (["Ana"], 9)):
        game = new_game(GameConfig(players=players, mode="solo" if len(players) == 1 else "standard", seed=seed))
        pick = PickScreen(1.0)
        qtbot.addWidget(pick)
        d = game.waiting_for()
        d.info["cards"] = d.info["cards"][: 1 if seed == 9 else 10]  # one card offered, and ten
        pick.set_decision(game, d)
        texts.append(pick.offer_label.text())
    assert texts[0].startswith("10 ") and texts[1].startswith("1 ")
    assert sorted({x for t in texts for x in defects(lang, t)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_game_screen_reads_right(lang: str, qtbot: Any) -> None:
    """Every game type's New Game screen: its labels, boxes, buttons and tool tips, as shown (the solo game's note
    on the Corporate Era cards too)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from tmdesk.app.widgets.new_game import MODES, NewGameScreen

    i18n.install_language(lang)
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    screen.show()
    texts = []
    for mode in MODES:
        screen.mode_buttons[mode].click()
        texts += [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
        texts += [t for b in screen.findChildren(QAbstractButton) if b.isVisible() for t in (b.text(), b.toolTip())]
    assert screen.era_note.text() in texts
    assert sorted({x for t in texts for line in t.splitlines() for x in defects(lang, line)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_draft_screen_asks_for_one_card(lang: str, qtbot: Any) -> None:
    """The draft keeps one card: its offer says to click the one kept (not "the ones"), and until one is kept the
    line under it says to click it (it said to drag it "into the area below", which is beside the offer)."""
    from tmdesk.app.widgets.pick_screen import PickScreen
    from tmdesk.engine.game import new_game

    i18n.install_language(lang)
    game = new_game(GameConfig(players=["Ana", "Bruno"], draft=True, seed=8))
    while (d := game.waiting_for()).kind != "draft_pick":
        game.apply({"do": "choose_start", "corporation": d.options[0], "cards": []} if d.kind == "choose_start"
                   else {"do": "pass"})
    pick = PickScreen(1.0)
    qtbot.addWidget(pick)
    pick.set_decision(game, d)
    texts = [pick.offer_label.text(), pick.cost.text()]
    english = {"en": ("4 offered cards — click the one you keep", "Kept: — — Click the card you keep.")}
    assert lang not in english or (texts[0], texts[1].replace("  ", " ")) == english[lang]
    assert sorted({x for t in texts for x in defects(lang, t)}) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_levels_strength_reads_right(lang: str, qtbot: Any, monkeypatch: Any) -> None:
    """A computer level is described by its measured win rates: in the official solo game and against AutoMars
    Normal, or against AutoMars Normal alone for a level not measured in the solo game."""
    from tmdesk.app.widgets import new_game as screen_module
    from tmdesk.bots.levels import strength

    i18n.install_language(lang)
    screen = screen_module.NewGameScreen()
    qtbot.addWidget(screen)
    texts = [screen.level_text("normal")]
    monkeypatch.setattr(screen_module, "strength", lambda key, kind="automars_normal": None if kind == "solo"
                        else strength(key, kind))  # a level measured against AutoMars Normal only
    texts.append(screen.level_text("normal"))
    assert str(strength("normal").percent) in texts[1] and texts[0] != texts[1]  # type: ignore[union-attr]
    assert sorted({x for t in texts for x in defects(lang, t)}) == []
