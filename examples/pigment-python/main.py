#!/usr/bin/env python3
"""A conformance adapter: Pigment (pigment.py) behind the JSON Lines protocol of @core/conformance.

    conformance conformance/pigment --exec "python3 examples/pigment-python/main.py"

One request per line on stdin, one response per line on stdout, in order, same id. Logs go to
stderr, never stdout. The runner closes stdin when it is done: the loop ends and so does the
process.
"""

import json
import sys
import traceback

import pigment

# The kit engine id this implementation answers for, and the operations it implements besides
# hello. Pigment has one seat and no hidden information, so no "view" and no "viewEvents"
# (protocol 1.1): its kits never ask for them, and a scenario that did would be reported
# unsupported, since they are not announced here.
ENGINE = "pigment"
OPS = ["init", "reduce", "legalActions"]


def answer(request):
    """The response to one request, without its id."""
    op = request.get("op")
    if op == "hello":
        return {"engine": ENGINE, "ops": OPS}
    if op == "init":
        try:
            return {"state": pigment.init(request["setup"])}
        except pigment.SetupError as error:
            return {"setupError": {"pointer": error.pointer, "message": error.message}}
    if op == "reduce":
        state, events = pigment.reduce(request["state"], request["action"])
        return {"state": state, "events": events}
    if op == "legalActions":
        return {"actions": pigment.legal_actions(request["state"])}
    # An op we did not announce: say so as an error response rather than crash.
    return {"error": {"message": f"unsupported op {op!r}"}}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            response = answer(request)
        except Exception as error:  # a bug of ours: report it on this request and go on
            traceback.print_exc(file=sys.stderr)
            response = {"error": {"message": f"{type(error).__name__}: {error}"}}
        response = {"id": request["id"], **response}
        # ensure_ascii=False keeps text as written (UTF-8), allow_nan=False keeps the output JSON.
        sys.stdout.write(json.dumps(response, ensure_ascii=False, allow_nan=False) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    sys.stdout.reconfigure(encoding="utf-8")
    sys.stdin.reconfigure(encoding="utf-8")
    main()
