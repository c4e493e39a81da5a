"""The statics, monster abilities, monster rules and events that a general form now says
(issue 14, language 3): each old name, the parameters it had, and the text that says the
same in the current language. The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM, TRAIT, list_of

# The names retired here, in order (the table holds other modules' entries too).
NAMES: list[str] = []


def _retire(entry: Retired) -> None:
    retire(entry)
    NAMES.append(entry.name)


_WHEN = Param("when", BOOL)
_AMOUNT = Param("amount", INT)


def _static(name: str, family: str, mode: str, why: str, *params: Param) -> None:
    """A static that is now one mode of a family; its value, if it had one, is passed on
    under the family's name for it (see `_RENAMED`)."""
    _retire(
        Retired(
            name,
            RetiredKind.STATIC,
            since=3,
            params=(*params, _WHEN),
            template=_static_template(family, mode, params),
            why=why,
        )
    )


# Where a family calls a value by another name than the static it replaced.
_RENAMED = {("monster_moves", "target"): "prey", ("fight", "trait"): "with_trait"}


def _static_template(family: str, mode: str, params: tuple[Param, ...]) -> str:
    values = "".join(f"{_RENAMED.get((family, p.name), p.name)}: {{{p.name}}}, " for p in params)
    return f"{family}(mode: {mode}, {values}when: {{when}})"


# ----- damage: `reduce_damage(mode: by | halve)`, `damage_as(mode: mental | physical)` --------

_static(
    "halve_damage",
    "reduce_damage",
    "halve",
    "reduce_damage makes damage smaller; `mode: halve` halves it after the reductions.",
)
_static(
    "physical_as_mental",
    "damage_as",
    "mental",
    "damage_as changes the kind of damage taken; `mode: mental` takes physical as mental.",
)
_static(
    "mental_as_physical",
    "damage_as",
    "physical",
    "damage_as changes the kind of damage taken; `mode: physical` lets mental be physical.",
)

# ----- fights: `cannot_attack(mode: foe | explorer)`, `fight(mode: ...)`, `extra_dice` -------

_static(
    "cannot_attack_explorer",
    "cannot_attack",
    "explorer",
    "cannot_attack forbids attacks; `mode: explorer` protects the explorer attacked.",
)
_static(
    "fight_bonus",
    "fight",
    "bonus",
    "fight changes how fights go; `mode: bonus` adds to a fighter's roll.",
    _AMOUNT,
)
_static(
    "attack_trait",
    "fight",
    "unarmed",
    "fight changes how fights go; `mode: unarmed` names the trait of a bare-handed attack.",
    Param("trait", TRAIT),
)
_static(
    "attacks_first",
    "fight",
    "goes_for",
    "fight changes how fights go; `mode: goes_for` names whom a monster must attack.",
    Param("target", EXPLORER),
)
_static(
    "monster_attack_dice",
    "extra_dice",
    "monster_attack",
    "extra_dice changes the dice of a roll; `mode: monster_attack` a monster's attack.",
    _AMOUNT,
)
_static(
    "reroll_blanks",
    "extra_dice",
    "blanks_again",
    "extra_dice changes the dice of a roll; `mode: blanks_again` throws a monster's blanks again.",
)

# ----- explorers moving: `movement(mode: ...)` ------------------------------------------------

_static(
    "extra_moves",
    "movement",
    "extra",
    "movement changes how explorers move; `mode: extra` gives more spaces each turn.",
    _AMOUNT,
)
_static(
    "move_cost",
    "movement",
    "cost",
    "movement changes how explorers move; `mode: cost` makes each space cost more.",
    _AMOUNT,
)
_static(
    "pass_through_walls",
    "movement",
    "through_walls",
    "movement changes how explorers move; `mode: through_walls` lets them pass walls.",
)
_static(
    "cannot_explore",
    "movement",
    "no_discovery",
    "movement changes how explorers move; `mode: no_discovery` keeps them from new rooms.",
)
_static(
    "barred_room",
    "movement",
    "barred",
    "movement changes how explorers move; `mode: barred` keeps them out of a room.",
)
_static(
    "obstacle",
    "movement",
    "obstacle",
    "movement changes how explorers move; `mode: obstacle` makes a room cost more to leave.",
)

# ----- monsters moving: `monster_moves(mode: ...)` --------------------------------------------

_static(
    "monster_rests",
    "monster_moves",
    "rests",
    "monster_moves says how monsters move; `mode: rests` sits a monster turn out.",
)
_static(
    "monster_way",
    "monster_moves",
    "way",
    "monster_moves says how monsters move; `mode: way` opens a way only monsters take.",
)
_static(
    "walk_path",
    "monster_moves",
    "path",
    "monster_moves says how monsters move; `mode: path` sets the turns of their path.",
    Param("turns", list_of(INT)),
)
_static(
    "seek_rooms",
    "monster_moves",
    "seeks",
    "monster_moves says how monsters move; `mode: seeks` sends them toward rooms.",
    Param("rooms", list_of(ROOM)),
)
_static(
    "hunt",
    "monster_moves",
    "hunts",
    "monster_moves says how monsters move; `mode: hunts` sends them after their `prey`.",
    Param("target", EXPLORER),
)
_static(
    "chase_in_sight",
    "monster_moves",
    "chases",
    "monster_moves says how monsters move; `mode: chases` makes them chase who they see.",
)

# ----- cards and rooms silenced: `silence(mode: card | room)` ---------------------------------

_static(
    "silence_card",
    "silence",
    "card",
    "silence stops rules of cards or rooms; `mode: card` a card's own actions.",
)
_static(
    "silence_room",
    "silence",
    "room",
    "silence stops rules of cards or rooms; `mode: room` a room's own rules.",
)

# ----- rooms shut off: `shielded_room(mode: cards | sight)` ------------------------------------

_static(
    "blocks_sight",
    "shielded_room",
    "sight",
    "shielded_room shuts a room off; `mode: sight` from lines of sight.",
)

# ----- what is carried: `holding(mode: ...)` --------------------------------------------------

_static(
    "token_cannot_be_stolen",
    "holding",
    "unstealable",
    "holding says how things are carried; `mode: unstealable` keeps a token from thieves.",
)
_static(
    "item_token",
    "holding",
    "token_item",
    "holding says how things are carried; `mode: token_item` makes tokens items.",
)
_static(
    "keep_hold",
    "holding",
    "kept",
    "holding says how things are carried; `mode: kept` keeps a card from being let go.",
)
_static(
    "cannot_take",
    "holding",
    "untakable",
    "holding says how things are carried; `mode: untakable` keeps a card from a taker.",
)

# ----- monster abilities: `attacks(mode: ...)`, `moves(mode: ...)` ----------------------------


def _ability(name: str, template: str, why: str, *params: Param, **defaults: str) -> None:
    _retire(
        Retired(
            name,
            RetiredKind.ABILITY,
            since=3,
            params=params,
            template=template,
            why=why,
            defaults=defaults,
        )
    )


_ability(
    "attack_bonus",
    "attacks(mode: bonus, amount: {amount})",
    "attacks says how a monster attacks; `mode: bonus` adds to its attack rolls.",
    Param("amount", INT),
)
_ability(
    "attacks_with",
    "attacks(mode: with, trait: {trait})",
    "attacks says how a monster attacks; `mode: with` names the trait it attacks with.",
    Param("trait", TRAIT),
)
_ability(
    "attacks_each",
    "attacks(mode: each)",
    "attacks says how a monster attacks; `mode: each` lets it attack every hero it reaches.",
)
_ability(
    "pack_attack",
    "attacks(mode: pack)",
    "attacks says how a monster attacks; `mode: pack` joins its kind's dice in one attack.",
)
_ability(
    "must_attack",
    "attacks(mode: must)",
    "attacks says how a monster attacks; `mode: must` makes it attack when it can.",
)
_ability(
    "through_walls",
    "moves(mode: through_walls, fallen: {fallen})",
    "moves says how a monster may move; `mode: through_walls` lets it pass walls.",
    Param("fallen", BOOL, False),
    fallen="false",
)
_ability(
    "explores",
    "moves(mode: explores)",
    "moves says how a monster may move; `mode: explores` lets it discover rooms.",
)
_ability(
    "keeps_to_doors",
    "moves(mode: doors_only)",
    "moves says how a monster may move; `mode: doors_only` keeps it off secret passages.",
)
