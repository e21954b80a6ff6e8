"""Pigment, the rolling-die painting puzzle, in plain Python (standard library only).

Written from the design document (001_fe629d2ec29393f8.txt, cited by line as RULES.md does) and
packages/pigment/RULES.md. States, actions and events are the JSON the conformance kits describe;
functions never modify their arguments.
"""

import copy

# Line 19: the stain alphabet, in the order RULES.md uses to sort a pair into low and high.
COLOURS = ("empty", "red", "yellow", "blue", "white", "black", "orange", "violet", "green")

# Lines 9-11: every level starts with the same orientation (null down, black up, ...).
START_DIE = {"D": "empty", "U": "black", "N": "red", "S": "blue", "E": "yellow", "W": "white"}

# x grows east, y grows south: north is y - 1 (the level-2 table rolls "Sud" from (1,0) to (1,1)).
DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
DIR_ORDER = ("N", "E", "S", "W")

# Line 51-61 and RULES.md "The five levels": all start at (0,0) in the start orientation.
CAMPAIGN = (
    {"number": 1, "name": "Première face", "description": "Yellow on (1,0) in one move, no mixing.",
     "start": [0, 0], "limit": 1, "marks": [{"cell": [1, 0], "colour": "yellow"}]},
    {"number": 2, "name": "Retour", "description": "Green on (1,0): yellow and blue must meet there.",
     "start": [0, 0], "limit": 5, "marks": [{"cell": [1, 0], "colour": "green"}]},
    {"number": 3, "name": "Ce que vous laissez", "description": "Green on the mark and yellow on the start.",
     "start": [0, 0], "limit": 5,
     "marks": [{"cell": [1, 0], "colour": "green"}, {"cell": [0, 0], "colour": "yellow"}]},
    {"number": 4, "name": "L'autre paire", "description": "Orange on (1,1): red and yellow must meet there.",
     "start": [0, 0], "limit": 6, "marks": [{"cell": [1, 1], "colour": "orange"}]},
    {"number": 5, "name": "Blanc", "description": "(2,0) starts sealed: yellow on (1,0), white onto the seal.",
     "start": [0, 0], "limit": 6,
     "marks": [{"cell": [1, 0], "colour": "yellow"}, {"cell": [2, 0], "colour": "empty"}],
     "stains": [{"cell": [2, 0], "colour": "black"}]},
)


class SetupError(Exception):
    """A refused setup: `pointer` is the JSON pointer of the offending value."""

    def __init__(self, pointer, message):
        super().__init__(message)
        self.pointer = pointer
        self.message = message


# --- the die and the stains ----------------------------------------------------------------

def roll(die, direction):
    """Line 15: the permutation of the six slots for one roll."""
    d, u, n, s, e, w = (die[k] for k in ("D", "U", "N", "S", "E", "W"))
    if direction == "E":
        return {"D": e, "U": w, "N": n, "S": s, "E": u, "W": d}
    if direction == "W":
        return {"D": w, "U": e, "N": n, "S": s, "E": d, "W": u}
    if direction == "N":
        return {"D": n, "U": s, "N": u, "S": d, "E": e, "W": w}
    return {"D": s, "U": n, "N": d, "S": u, "E": e, "W": w}  # "S"


SECONDARY = {("red", "yellow"): "orange", ("red", "blue"): "violet", ("yellow", "blue"): "green"}


def mix(existing, face):
    """Line 21: what the landing face does to the stain already there."""
    if face == "empty":
        return existing  # a free rotation that still spends a move
    if face == "white":
        return "empty"  # white erases anything, a sealed cell included
    if face == "black":
        return "black"  # black seals
    if existing == "empty":
        return face
    if existing == face:
        return existing
    low, high = sorted((existing, face), key=COLOURS.index)
    return SECONDARY.get((low, high), "black")  # anything else seals


# --- the board ------------------------------------------------------------------------------

def index(cell):
    x, y = cell
    return y * 5 + x


def on_board(cell):
    return 0 <= cell[0] <= 4 and 0 <= cell[1] <= 4


def neighbour(cell, direction):
    dx, dy = DIRS[direction]
    return [cell[0] + dx, cell[1] + dy]


def is_floor(level, cell):
    return on_board(cell) and cell not in [list(h) for h in level.get("holes", [])]


def legal_rolls(state):
    """The rolls reduce accepts: in play, onto a floor cell, in N, E, S, W order."""
    if state["phase"] != "play":
        return []
    return [d for d in DIR_ORDER if is_floor(state["level"], neighbour(state["pos"], d))]


def marks_met(marks, stains):
    return all(stains[index(m["cell"])] == m["colour"] for m in marks)


def start_stains(level):
    stains = ["empty"] * 25
    for s in level.get("stains", []):
        stains[index(s["cell"])] = s["colour"]
    return stains


def fresh_state(level):
    return {
        "level": copy.deepcopy(level),
        "pos": list(level["start"]),
        "die": dict(START_DIE),
        "stains": start_stains(level),
        "marks": copy.deepcopy(level["marks"]),
        "spent": 0,
        "limit": level["limit"],
        "phase": "play",
        "history": [],
    }


# --- setup ----------------------------------------------------------------------------------

def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _check_cell(value, at):
    if not isinstance(value, list) or len(value) != 2:
        raise SetupError(at, "a cell is [x, y]")
    for i, c in enumerate(value):
        if not _is_int(c) or not 0 <= c <= 4:
            raise SetupError(f"{at}/{i}", "a coordinate is an integer from 0 to 4")


def _check_paints(value, at, most):
    if not isinstance(value, list):
        raise SetupError(at, "must be an array")
    if len(value) > most:
        raise SetupError(at, f"at most {most} entries")
    for i, p in enumerate(value):
        where = f"{at}/{i}"
        if not isinstance(p, dict):
            raise SetupError(where, "must be an object {cell, colour}")
        for key in p:
            if key not in ("cell", "colour"):
                raise SetupError(f"{where}/{key}", "is not an allowed property")
        for key in ("cell", "colour"):
            if key not in p:
                raise SetupError(f"{where}/{key}", "is required")
        _check_cell(p["cell"], f"{where}/cell")
        if p["colour"] not in COLOURS:
            raise SetupError(f"{where}/colour", f"must be one of {', '.join(COLOURS)}")


def _check_unique(cells, at, suffix):
    seen = set()
    for i, cell in enumerate(cells):
        key = tuple(cell)
        if key in seen:
            raise SetupError(f"{at}/{i}{suffix}", "this cell is listed twice")
        seen.add(key)


LEVEL_KEYS = ("$schema", "number", "name", "description", "start", "limit", "marks", "stains", "holes")


def check_level(level, at="/level"):
    """A custom level: the shape of data/pigment/level.schema.json, then RULES.md's extra checks."""
    if not isinstance(level, dict):
        raise SetupError(at, "a level is a campaign number (1-5) or a level object")
    for key in level:
        if key not in LEVEL_KEYS:
            raise SetupError(f"{at}/{key}", "is not an allowed property")
    for key in ("name", "start", "limit", "marks"):
        if key not in level:
            raise SetupError(f"{at}/{key}", "is required")
    if not isinstance(level["name"], str) or level["name"] == "":
        raise SetupError(f"{at}/name", "must be a non-empty string")
    for key in ("$schema", "description"):
        if key in level and not isinstance(level[key], str):
            raise SetupError(f"{at}/{key}", "must be a string")
    if "number" in level and (not _is_int(level["number"]) or level["number"] < 1):
        raise SetupError(f"{at}/number", "must be an integer from 1")
    _check_cell(level["start"], f"{at}/start")
    if not _is_int(level["limit"]) or not 1 <= level["limit"] <= 1000:
        raise SetupError(f"{at}/limit", "must be an integer from 1 to 1000")
    _check_paints(level["marks"], f"{at}/marks", 25)
    if len(level["marks"]) == 0:
        raise SetupError(f"{at}/marks", "at least one mark (the win condition)")
    _check_paints(level.get("stains", []), f"{at}/stains", 25)
    holes = level.get("holes", [])
    if not isinstance(holes, list) or len(holes) > 24:
        raise SetupError(f"{at}/holes", "at most 24 cells")
    for i, h in enumerate(holes):
        _check_cell(h, f"{at}/holes/{i}")
    _check_unique(holes, f"{at}/holes", "")
    _check_unique([m["cell"] for m in level["marks"]], f"{at}/marks", "/cell")
    _check_unique([s["cell"] for s in level.get("stains", [])], f"{at}/stains", "/cell")
    hole_set = {tuple(h) for h in holes}
    if tuple(level["start"]) in hole_set:
        raise SetupError(f"{at}/start", "the die cannot start on a hole")
    for name in ("marks", "stains"):
        for i, p in enumerate(level.get(name, [])):
            if tuple(p["cell"]) in hole_set:
                raise SetupError(f"{at}/{name}/{i}/cell", "this cell is a hole")
    if not any(is_floor(level, neighbour(level["start"], d)) for d in DIR_ORDER):
        raise SetupError(f"{at}/start", "the die cannot move from its start")
    if marks_met(level["marks"], start_stains(level)):
        raise SetupError(f"{at}/marks", "every mark is met at the start: nothing to play")


def init(setup):
    """`{"level": n}` plays campaign level n (1-5); `{"level": {...}}` a custom level."""
    if not isinstance(setup, dict):
        raise SetupError("", "a setup is an object {level}")
    for key in setup:
        if key != "level":
            raise SetupError(f"/{key}", "is not an allowed property")
    if "level" not in setup:
        raise SetupError("/level", "is required")
    level = setup["level"]
    if isinstance(level, dict):
        check_level(level)
        return fresh_state(level)
    if not _is_int(level) or not 1 <= level <= len(CAMPAIGN):
        raise SetupError("/level", f"a campaign level is an integer from 1 to {len(CAMPAIGN)}")
    return fresh_state(CAMPAIGN[level - 1])


# --- actions --------------------------------------------------------------------------------

def reject(state, action, reason, detail=None):
    event = {"type": "rejected", "reason": reason, "action": action}
    if detail is not None:
        event["detail"] = detail
    return state, [event]


def parse_action(action):
    """The action's kind, or a reason it is not one (exact keys, upper-case directions)."""
    if not isinstance(action, dict):
        return None, "an action is an object with a type"
    kind = action.get("type")
    if kind == "roll":
        if set(action) != {"type", "dir"}:
            return None, "a roll is exactly {type, dir}"
        if action["dir"] not in DIRS:
            return None, "dir is one of N, E, S, W"
        return "roll", None
    if kind in ("undo", "restart"):
        if set(action) != {"type"}:
            return None, f"{kind} has no other field"
        return kind, None
    return None, "type is roll, undo or restart"


def reduce(state, action):
    """One action: the next state and its events. Never raises on a bad action."""
    kind, problem = parse_action(action)
    if kind is None:
        return reject(state, action, "invalid-action", problem)
    if kind == "restart":
        return fresh_state(state["level"]), [{"type": "restarted"}]
    if kind == "undo":
        return undo(state, action)
    return roll_die(state, action)


def roll_die(state, action):
    """Lines 27-31 and 63: refuse, roll, mix, then classify the phase (a win first)."""
    direction = action["dir"]
    if state["phase"] != "play":
        return reject(state, action, "game-over")
    target = neighbour(state["pos"], direction)
    if not on_board(target):
        return reject(state, action, "off-board")
    if not is_floor(state["level"], target):
        return reject(state, action, "not-floor")
    nxt = copy.deepcopy(state)
    die = roll(state["die"], direction)
    at = index(target)
    before = state["stains"][at]
    after = mix(before, die["D"])
    nxt["history"].append({"dir": direction, "pos": list(state["pos"]), "die": dict(state["die"]),
                           "stain": before, "phase": state["phase"]})
    nxt["die"] = die
    nxt["stains"][at] = after
    nxt["pos"] = target
    nxt["spent"] = state["spent"] + 1
    events = [{"type": "rolled", "dir": direction, "from": list(state["pos"]), "to": target,
               "down": die["D"], "before": before, "after": after}]
    if marks_met(nxt["marks"], nxt["stains"]):
        nxt["phase"] = "won"
        events.append({"type": "won"})
    elif nxt["spent"] == nxt["limit"]:
        nxt["phase"] = "lost"
        events.append({"type": "lost", "reason": "limit"})
    elif not legal_rolls(nxt):
        nxt["phase"] = "lost"
        events.append({"type": "lost", "reason": "no-move"})
    return nxt, events


def undo(state, action):
    """Line 77: pop the history; the die's cell and orientation, the stain and the phase come back."""
    if not state["history"]:
        return reject(state, action, "nothing-to-undo")
    nxt = copy.deepcopy(state)
    last = nxt["history"].pop()
    landed = state["pos"]
    nxt["stains"][index(landed)] = last["stain"]
    nxt["pos"] = last["pos"]
    nxt["die"] = last["die"]
    nxt["phase"] = last["phase"]
    nxt["spent"] = state["spent"] - 1
    return nxt, [{"type": "undone", "dir": last["dir"], "from": last["pos"], "to": list(landed),
                  "stain": last["stain"], "phase": last["phase"]}]


def legal_actions(state):
    """Every action reduce accepts: the legal rolls (N, E, S, W), undo when possible, restart."""
    actions = [{"type": "roll", "dir": d} for d in legal_rolls(state)]
    if state["history"]:
        actions.append({"type": "undo"})
    actions.append({"type": "restart"})
    return actions
