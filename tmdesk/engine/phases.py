"""Set-up, the generation's phases, turn order, production and the end of the game."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tmdesk.cards.loader import catalogue
from tmdesk.engine import actions, hooks, prelude, rules, scoring
from tmdesk.engine import decisions as D
from tmdesk.engine import messages as M
from tmdesk.engine.board import map_names
from tmdesk.engine.decisions import Decision
from tmdesk.engine.effects import push_effects
from tmdesk.engine.messages import IllegalAction
from tmdesk.engine.state import (
    AUTOMARS,
    BOT,
    DIFFICULTIES,
    MODES,
    NEUTRAL,
    PERSON,
    GameConfig,
    GameState,
    PlayerState,
    Seat,
)
from tmdesk.engine.triggers import schedule, triggered

if TYPE_CHECKING:
    from tmdesk.engine.game import Game

START_CARDS, START_CORPORATIONS, RESEARCH_CARDS = 10, 2, 4
SOLO_GENERATIONS = 14
SOLO_TR = 14
BEGINNER = "Beginner Corporation"


class ConfigError(ValueError):
    """A game configuration that cannot be played (message for the person who made it)."""


def check_config(config: GameConfig) -> None:
    names = config.players
    if not names or len(names) > 5 or len(set(names)) != len(names) or any(
            not isinstance(n, str) or not n.strip() or n in (NEUTRAL, AUTOMARS) for n in names):
        raise ConfigError("players: 1 to 5 different names (not 'Neutral' or 'AutoMars')")
    if config.mode not in MODES:
        raise ConfigError(f"mode must be one of {', '.join(MODES)}")
    if config.mode in ("solo", "automars") and len(names) != 1:
        raise ConfigError(f"the {config.mode} mode is for exactly one player")
    if config.automars_difficulty not in DIFFICULTIES:
        raise ConfigError(f"automars_difficulty must be one of {', '.join(DIFFICULTIES)}")
    if config.board not in map_names():
        raise ConfigError(f"board must be one of {', '.join(map_names())}")
    if config.mode == "automars":
        from tmdesk.automars.tracks import maps_with_board

        if config.board not in maps_with_board():
            raise ConfigError(f"AutoMars plays on {', '.join(maps_with_board())} only: its board for "
                              f"{config.board} is not published")
    if len(config.seats) != len(names) or any(
            not isinstance(seat, Seat) or seat.kind not in (PERSON, BOT) or (seat.kind == BOT) != bool(seat.level)
            for seat in config.seats):
        raise ConfigError("seats: one per player, each a person or a bot with its level")
    for expansion in hooks.active(config):
        problem = expansion.check_config and expansion.check_config(config)
        if problem:
            raise ConfigError(problem)
    if config.automars_corporation is not None:
        from tmdesk.automars.corporations import available, not_offered

        offered = available(config.expansions)  # C16: Prelude; C25-C34: Venus Next, Colonies
        if config.mode != "automars" or config.automars_corporation not in (*offered, "random"):
            raise ConfigError(f"automars_corporation must be one of {', '.join(offered)} or random, in AutoMars mode"
                              f"{not_offered(config.expansions)}")


def new_state(config: GameConfig) -> GameState:
    """The state a new game starts from: the players and the shuffled deck. Raises ConfigError."""
    check_config(config)
    if config.solo:
        config.corporate_era = True
    state = GameState(config=config, players=[PlayerState(n) for n in config.players])
    state.rng = random.Random(config.seed)
    state.expansion_state = {e.state_key: e.state_default() for e in hooks.active(config) if e.state_key}
    state.deck = catalogue().deck(config.corporate_era, config.card_sets)
    state.rng.shuffle(state.deck)
    if config.prelude:
        prelude.shuffle_deck(state)
    return state


def set_up(g: Game, deal: dict[str, dict[str, list[str]]], skip_setup: bool) -> None:
    """Set-up of a game made from `new_state`: starting production, the solo neutral tiles,
    AutoMars, and the cards and corporations dealt (`deal` fixes some of them)."""
    state, config, cat = g.state, g.state.config, g.cards
    for p in state.players:
        if config.solo:
            p.tr = SOLO_TR
        if not config.corporate_era and not skip_setup:
            p.production = dict.fromkeys(p.production, 1)
    if config.solo and not skip_setup:
        solo_neutral_setup(g)
    for expansion in g.expansions:  # e.g. the colony tiles
        if expansion.set_up is not None:
            expansion.set_up(g, skip_setup)
    if config.mode == "automars" and skip_setup:
        from tmdesk.engine.automars_host import setup_automars

        setup_automars(g, skip_setup=True)
    if skip_setup:
        state.phase = "action"
        g.log(M.L_GENERATION, generation=1, player=state.seats[0])
        return
    corporations = cat.corporation_pool(config.corporate_era, config.card_sets)
    if config.mode == "automars" and config.automars_corporation not in (None, "random"):
        from tmdesk.automars.corporations import namesake_of  # 16.1: never both sides the same corporation

        namesake = namesake_of(config.automars_corporation)
        if any(namesake in d.get("corporations", []) for d in deal.values()):
            raise ConfigError(f"deal: {namesake} is the namesake of AutoMars's {config.automars_corporation}")
        corporations = [c for c in corporations if c != namesake]
    state.rng.shuffle(corporations)
    for p in state.players:  # dealt in turn order
        wanted = deal.get(p.name, {})
        cards = list(wanted.get("cards", []))
        for c in cards:
            if c not in state.deck:
                raise ConfigError(f"deal: {c!r} is not in the deck")
            state.deck.remove(c)
        cards += g.draw(START_CARDS - len(cards))
        if p.name in config.beginners or BEGINNER in wanted.get("corporations", []):
            corps = [BEGINNER]
        else:
            corps = list(wanted.get("corporations", []))
            for c in corps:
                if c not in corporations:
                    raise ConfigError(f"deal: {c!r} is not an available corporation")
                corporations.remove(c)
            while len(corps) < START_CORPORATIONS:
                corps.append(corporations.pop())
        state.offers[p.name] = {"corporations": corps, "cards": cards}
        if "preludes" in wanted and not config.prelude:
            raise ConfigError("deal: preludes are dealt only in a game with Prelude")
        if config.prelude:
            try:
                state.offers[p.name]["preludes"] = prelude.deal(g, list(wanted.get("preludes", [])))
            except ValueError as exc:
                raise ConfigError(str(exc)) from exc
    if config.mode == "automars":  # after the human's cards (automars.md 3)
        from tmdesk.engine.automars_host import setup_automars

        setup_automars(g)
    state.deciders = [p.name for p in state.turn_order()]


def solo_neutral_setup(g: Game) -> None:
    """Two neutral cities and their greeneries by the card-cost count (base-facts: Solo game).

    Counting: a count of N lands on the N-th legal space, a cost of 0 counts as 1, and a count
    past the last legal space wraps around. A neutral city space needs a free land neighbour.
    The rulebook order is used: both cities first, then both greeneries.
    """
    revealed = g.draw(4)
    g.state.discard.extend(revealed)
    costs = [max(1, g.cards[c].cost) for c in revealed]
    b = g.board
    cities: list[str] = []
    for n, order in ((costs[0], b.reading_order), (costs[1], list(reversed(b.reading_order)))):
        legal = [s for s in order if s in b.land and s not in g.state.tiles
                 and not any(a in g.state.tiles and g.state.tiles[a].is_city for a in b.adjacent[s])
                 and any(a in b.land and a not in g.state.tiles for a in b.adjacent[s])]
        space = legal[(n - 1) % len(legal)]
        g.state.tiles[space] = _neutral("city")
        cities.append(space)
    for n, city in zip(costs[2:], cities, strict=True):
        ring = [s for s in b.spaces[city].clockwise if s and s in b.land and s not in g.state.tiles]
        if ring:
            g.state.tiles[ring[(n - 1) % len(ring)]] = _neutral("greenery")


def _neutral(kind: str):  # type: ignore[no-untyped-def]
    from tmdesk.engine.state import Tile

    return Tile(kind, NEUTRAL)


# --- decisions of the phases -----------------------------------------------------------------

def phase_decision(g: Game, with_options: bool = True) -> Decision | None:
    s = g.state
    if s.phase == "action":  # the usual one first
        players = s.players
        for p in players:  # the usual case, asked at every step: nobody holds a Prelude
            if p.preludes:
                prelude_player = prelude.next_player(g)
                if prelude_player is not None:
                    return Decision(prelude_player, D.PLAY_PRELUDE, list(g.player(prelude_player).preludes))
                break
        name = players[s.active].name if s.active < len(players) else AUTOMARS  # s.seat, inlined
        return Decision(name, D.ACTION, actions.action_options(g, name) if with_options else [])
    if s.phase == "setup":
        name = s.deciders[0]
        offer = s.offers[name]
        info: dict[str, Any] = {"cards": list(offer["cards"])}
        if "preludes" in offer:
            info["preludes"] = list(offer["preludes"])
        return Decision(name, D.CHOOSE_START, list(offer["corporations"]), info=info)
    if s.phase == "research":
        name = s.deciders[0]
        return Decision(name, D.BUY_CARDS, list(s.offers[name]["cards"]),
                        info={"price": rules.card_price(g.player(name))})
    if s.phase == "draft":
        name = s.deciders[0]
        return Decision(name, D.DRAFT_PICK, list(s.offers[name]["packet"]))
    if s.phase == "final_greenery":
        return Decision(s.deciders[0], D.FINAL_GREENERY, [{"do": "convert_plants"}, {"do": "pass"}])
    return None


def _card_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise IllegalAction(M.CARD_LIST_EXPECTED, key=what)
    return value


def choose_start(g: Game, decision: Decision, step: dict[str, Any]) -> None:
    """A player's corporation, kept cards (and Preludes), chosen face down.

    The rulebook (set-up 7) has every player choose, then reveal in turn order: so the choice is
    checked and the unkept cards discarded now, but the offer only shrinks to what was chosen; once
    the last player has chosen, `reveal_start` shows them one by one (nobody chooses knowing another's)."""
    s = g.state
    offer = s.offers[decision.player]
    corp_name = step.get("corporation")
    if not isinstance(corp_name, str) or corp_name not in offer["corporations"]:
        raise M.not_an_option(corp_name, offer["corporations"])
    corp = g.cards[corp_name]
    if s.automars is not None:
        from tmdesk.engine.automars_host import check_namesake

        check_namesake(g, corp_name)
    kept = _card_list(step.get("cards", []), "cards")
    if corp.beginner:
        kept = list(offer["cards"]) if not step.get("cards") else kept
        if sorted(kept) != sorted(offer["cards"]):
            raise IllegalAction(M.WRONG_CARD_COUNT, min=START_CARDS, max=START_CARDS)
    for c in kept:
        if c not in offer["cards"] or kept.count(c) > 1:
            raise M.not_an_option(c, offer["cards"])
    price = 0 if corp.beginner else rules.card_price_with(corp) * len(kept)
    if price > corp.starting_megacredits:
        raise IllegalAction(M.NOT_ENOUGH_TO_BUY, count=len(kept), cost=price, have=corp.starting_megacredits)
    kept_preludes = prelude.kept_preludes(g, offer, step)
    # --- legal
    s.discard.extend(c for c in offer["cards"] if c not in kept)
    prelude.keep(g, offer, kept_preludes)
    offer["corporations"], offer["cards"] = [corp.name], list(kept)
    s.deciders.pop(0)
    if s.deciders:  # the others see that a choice was made, not which
        g.log(M.L_CHOSE_FACE_DOWN, player=decision.player)


def reveal_start(g: Game) -> None:
    """The next player in turn order reveals the corporation chosen: its starting M€, resources and
    production, then pays for the kept cards (rulebook set-up 7). After the last one, generation 1's
    action phase."""
    s = g.state
    p = next(q for q in s.turn_order() if q.name in s.offers)
    offer = s.offers.pop(p.name)
    corp = g.cards[offer["corporations"][0]]
    kept = offer["cards"]
    price = 0 if corp.beginner else rules.card_price_with(corp) * len(kept)  # (Polyphemos: 5 a card)
    p.preludes = list(offer.get("preludes", []))
    p.corporation = corp.name
    p.resources["megacredits"] += corp.starting_megacredits - price
    for r, n in corp.starting_resources.items():
        p.resources[r] += n
    for r, n in corp.starting_production.items():
        p.production[r] += n
    p.hand.extend(kept)
    p.first_action_pending = corp.first_action is not None
    if corp.name == "Tharsis Republic" and s.config.solo:  # +1 M€ production per neutral city
        p.production["megacredits"] += g.count_cities(NEUTRAL, on_mars=True)
    g.log(M.L_CHOSE_START, player=p.name, corporation=corp.name, n=len(kept))
    schedule(g, triggered(g, "any_player_plays_tag", p.name, corp.name, corp.tags, any_player=True)
             + triggered(g, "you_play_tag", p.name, corp.name, corp.tags))  # Point Luna's own Earth tag
    if not s.offers:
        if s.automars is not None:  # its corporation comes after the human's (automars.md 16.1)
            from tmdesk.engine.automars_host import finish_automars_setup

            finish_automars_setup(g, p.corporation)
        s.phase = "action"
        s.active = s.first_player
        s.actions_taken = 0
        g.log(M.L_GENERATION, generation=s.generation, player=s.seats[s.first_player])


def buy_cards(g: Game, decision: Decision, step: dict[str, Any]) -> None:
    s = g.state
    p = g.player(decision.player)
    offered = s.offers[p.name]["cards"]
    bought = _card_list(step.get("cards", []), "cards")
    for c in bought:
        if c not in offered or bought.count(c) > 1:
            raise M.not_an_option(c, offered)
    cost = rules.card_price(p) * len(bought)
    pay = step.get("pay", {"megacredits": cost} if cost else {})
    if not isinstance(pay, dict):
        raise IllegalAction(M.BAD_PAYMENT)
    if cost > rules.max_payable(p, None):
        raise IllegalAction(M.NOT_ENOUGH_TO_BUY, count=len(bought), cost=cost, have=p.resources["megacredits"])
    rules.check_payment(p, cost, pay, None)  # M€, or heat too for Helion
    for r, n in pay.items():
        p.resources[r] -= n
    p.hand.extend(bought)
    s.discard.extend(c for c in offered if c not in bought)
    del s.offers[p.name]
    s.deciders.pop(0)
    g.log(M.L_BOUGHT, player=p.name, n=len(bought))
    if not s.deciders:
        start_action_phase(g)


def draft_pick(g: Game, decision: Decision, step: dict[str, Any]) -> None:
    s = g.state
    name = decision.player
    card = step.get("card")
    packet = s.offers[name]["packet"]
    if not isinstance(card, str) or card not in packet:
        raise M.not_an_option(card, packet)
    packet.remove(card)
    s.offers[name]["drafted"].append(card)
    s.deciders.pop(0)
    g.log(M.L_DRAFTED, player=name)
    if s.deciders:
        return
    if AUTOMARS in s.offers:  # AutoMars keeps a card of its pile at random (automars.md 4.2)
        pile = s.offers[AUTOMARS]["packet"]
        pick = g.automars_engine.draft_pick(list(pile))
        pile.remove(pick)
        s.offers[AUTOMARS]["drafted"].append(pick)
    order = [n for n in s.seats if n in s.offers]
    if not s.offers[order[0]]["packet"]:  # every card drafted: buy them
        if AUTOMARS in s.offers:
            g.automars_engine.finish_draft(s.offers.pop(AUTOMARS)["drafted"])
            order.remove(AUTOMARS)
        for n in order:
            s.offers[n] = {"cards": s.offers[n]["drafted"]}
        s.phase = "research"
        s.deciders = [p.name for p in s.turn_order()]
        return
    step_dir = 1 if s.generation % 2 == 0 else -1  # clockwise (to the next player) in even generations
    packets = {order[(i + step_dir) % len(order)]: s.offers[n]["packet"] for i, n in enumerate(order)}
    for n in order:
        s.offers[n]["packet"] = packets[n]
    s.deciders = [p.name for p in s.turn_order()]


def final_greenery(g: Game, decision: Decision, step: dict[str, Any]) -> None:
    s = g.state
    p = g.player(decision.player)
    if step["do"] == "pass":
        s.deciders.pop(0)
        return
    if not actions.convert_plants_ok(g, p):
        raise IllegalAction(M.CONVERT_PLANTS_UNAVAILABLE)
    actions.convert_plants(g, p, raise_oxygen=not s.config.solo)


# --- what happens by itself --------------------------------------------------------------------

def step_automatic(g: Game) -> bool:
    """Do the next thing that needs no decision. False when a decision is needed (or the game ended)."""
    s = g.state
    if s.phase == "action":
        return _action_phase_step(g)
    if s.phase == "setup":
        if s.deciders:
            return False
        reveal_start(g)  # every player has chosen: one reveals (the next, once its effects are done)
        return True
    if s.phase == "solar":  # its decisions, if any, are answered: the generation ends
        new_generation(g)
        return True
    if s.phase == "final_greenery":
        while s.deciders and not actions.convert_plants_ok(g, g.player(s.deciders[0])):
            s.deciders.pop(0)
        if s.deciders:
            return False
        finish(g)
        return True
    return False


def _action_phase_step(g: Game) -> bool:
    s = g.state
    players = s.players
    p = players[s.active] if s.active < len(players) else None  # None: AutoMars's seat
    for q in players:
        if q.preludes:
            return False  # Preludes first, before the first action of generation 1
    if p is None:  # one card a turn; it passes when its action deck is empty (automars.md 4.3)
        if s.automars_passed or s.actions_taken >= 2:
            return _next_turn(g)
        if not g.automars_engine.take_turn():
            s.automars_passed = True
        s.actions_taken = 2
        return True
    if p.passed or s.actions_taken >= 2:
        return _next_turn(g)
    if p.first_action_pending and s.actions_taken == 0:
        p.first_action_pending = False
        s.actions_taken = 1
        corp = g.cards[p.corporation]  # type: ignore[index]
        push_effects(g, p.name, list(corp.first_action["effects"]), corp.name)  # type: ignore[index]
        return True
    return False


def _next_turn(g: Game) -> bool:
    s = g.state
    players = s.players
    n = len(players) + (s.automars is not None)  # the seats: the players, then AutoMars
    for i in range(1, n + 1):
        cand = (s.active + i) % n
        if not (players[cand].passed if cand < len(players) else s.automars_passed):
            s.active = cand
            s.actions_taken = 0
            return True
    production(g)
    return True


def reading(g: Game) -> dict[str, Any]:
    """The generation's line of the end-of-game chart: each player's points (as if the game ended now),
    TR and M€ production."""
    s = g.state
    awards = scoring.award_vps(g)
    return {"generation": s.generation,
            "players": {p.name: {"vp": scoring.score(g, p, awards)["total"], "tr": p.tr,
                                 "production": p.production["megacredits"]} for p in s.players}}


PRODUCED = ("steel", "titanium", "plants", "energy", "heat")
"""The resources that come from their production alone (M€ also comes from the terraform rating)."""


def production(g: Game) -> None:
    s = g.state
    g.log(M.L_PRODUCTION, generation=s.generation)
    for p in s.players:
        r, prod = p.resources, p.production
        if r["energy"]:
            g.log(M.L_ENERGY_TO_HEAT, player=p.name, amount=r["energy"])
        r["heat"] += r["energy"]
        r["energy"] = 0
        gains = {"megacredits": p.tr + prod["megacredits"], **{res: prod[res] for res in PRODUCED}}
        for res, amount in gains.items():
            r[res] += amount
        g.log(M.L_PRODUCED, player=p.name, gains=[f"{res}:{n}" for res, n in gains.items() if n])
        p.used_actions.clear()
        p.passed = False
        p.tr_raised_this_generation = False
        p.next_card_discount = 0
        p.next_card_tolerance = 0
    s.history.append(reading(g))  # after production: awards for resources count what it brought
    s.automars_passed = False
    if game_ends(g):
        s.phase = "final_greenery"
        s.deciders = [p.name for p in s.turn_order()]
        if s.automars is not None and s.seats[s.first_player] == AUTOMARS:
            g.automars_engine.final_greenery()  # first in turn order, it places before the human
        return
    s.phase = "solar"  # the expansions' steps after production (Venus Next: World Government terraforming)
    for e in g.expansions:
        if e.solar_phase is not None:
            e.solar_phase(g)


def new_generation(g: Game) -> None:
    """The next generation: the first player marker moves on, then research (or AutoMars wins at its limit)."""
    s = g.state
    s.generation += 1
    s.first_player = (s.first_player + 1) % len(s.seats)
    g.log(M.L_GENERATION, generation=s.generation, player=s.seats[s.first_player])
    if s.automars is not None and g.automars_engine.generation_limit_reached():
        automars_wins_at_generation_limit(g)
        return
    start_research(g)


def automars_wins_at_generation_limit(g: Game) -> None:
    """automars.md 13.1: reaching generation 20 ends the game at once; AutoMars wins."""
    s = g.state
    s.scores = scoring.final_scores(g)[0]
    s.winner = AUTOMARS
    s.phase = "end"
    s.deciders = []
    g.log(M.L_AUTOMARS_GENERATION_LIMIT, generation=s.generation)


def game_ends(g: Game) -> bool:
    s = g.state
    if s.config.solo:
        return s.generation >= solo_generations(s.config)
    return rules.parameters_at_goal(g)


def solo_won(g: Game) -> bool:
    """The solo game is won by terraforming Mars by the end of its last generation; with Venus Next,
    Venus too (its rulebook's solo rule, in engine/expansions/venus.py)."""
    return rules.parameters_at_goal(g) and all(e.solo_goal(g) for e in g.expansions if e.solo_goal)


def solo_generations(config: GameConfig) -> int:
    return prelude.SOLO_GENERATIONS if config.prelude else SOLO_GENERATIONS


def start_research(g: Game) -> None:
    s = g.state
    if s.automars is not None:  # its corporation's "round start" (C26, C34)
        g.automars_engine.round_start()
    order = s.turn_order()
    drafting = s.config.draft and (len(s.players) > 1 or s.automars is not None)
    for p in order:  # dealt in turn order from the first player
        cards = g.draw(RESEARCH_CARDS)
        s.offers[p.name] = {"packet": cards, "drafted": []} if drafting else {"cards": cards}
    if s.automars is not None and drafting:
        s.offers[AUTOMARS] = {"packet": g.draw(RESEARCH_CARDS), "drafted": []}
    elif s.automars is not None:
        g.automars_engine.research_phase()
    s.phase = "draft" if drafting else "research"
    s.deciders = [p.name for p in order]


def start_action_phase(g: Game) -> None:
    s = g.state
    if s.automars is not None:
        g.automars_engine.before_action_phase()
    s.phase = "action"
    s.active = s.first_player
    s.actions_taken = 0


def finish(g: Game) -> None:
    """Scoring, once every final greenery is placed (AutoMars's too, in turn order: automars.md 13.2)."""
    s = g.state
    if s.automars is not None and s.seats[s.first_player] != AUTOMARS:
        g.automars_engine.final_greenery()
    s.scores, s.winner = scoring.final_scores(g)
    if s.automars is not None and g.automars_engine.wins(s.scores[s.players[0].name]["total"]):
        s.winner = AUTOMARS
    s.phase = "end"
    s.deciders = []
    if s.config.solo and not solo_won(g):
        s.winner = None
        name = s.players[0].name
        score = s.scores[name]["total"]
        if any(e.solo_goal for e in g.expansions):  # Venus too: one sentence names both
            g.log(M.L_SOLO_LOST_VENUS, player=name, score=score, generation=solo_generations(s.config))
        else:
            g.log(M.L_SOLO_LOST_PRELUDE if s.config.prelude else M.L_SOLO_LOST, player=name, score=score)
    elif s.winner in s.scores:
        g.log(M.L_GAME_END, player=s.winner, score=s.scores[s.winner]["total"])
    else:
        g.log(M.L_AUTOMARS_WINS, score=g.automars_engine.score_total())
