"""References of the AST the executor does not read yet, so a game with them would differ from
the card: a player set narrowed by a relative clause ("each opponent who controls more lands
than you", :class:`~rulesparser.ast.QualifiedPlayerRef`, CR 102.2-102.3, 608.2c) and objects
narrowed by a comparison ("each creature with mana value equal to ...", "with the same name as
target creature", "that shares a color with ...": :class:`~rulesparser.ast.ComparedObjectRef`,
CR 109.3, 201.2a, 105.1), and the objects a choice left ("Destroy the rest", CR 608.2c:
``not_chosen``). The executor picks players by kind and objects by filter only: it
would act on every opponent, every creature. An ability holding one is reported ("the executor
can't play player:qualified_player yet") rather than played otherwise than printed.
"""

from __future__ import annotations

from rulesparser import ast as A


def unread_reference(node: A.Node) -> str | None:
    """The first reference below ``node`` (an ability or an effect) that the executor does
    not read yet, as the name reported ``unsupported`` (``player:qualified_player``,
    ``object:compared_object:shared_characteristic``, ``object:compared_object:
    characteristic_comparison``); None when it reads them all."""
    for n in node.walk():
        if isinstance(n, A.QualifiedPlayerRef):
            return f"player:{n.type_name}"
        if isinstance(n, A.AttackedBy):
            return n.type_name
        if isinstance(n, A.ObjectRef) and "has_adventure" in n.filter:
            # "a card that has an Adventure" (CR 715.1): the executor's cards have no
            # Adventure half
            return "object:has_adventure"
        if isinstance(n, A.ObjectRef) and "not_chosen" in n.filter:
            # "the rest" of a choice ("Each player chooses a creature they control. Destroy
            # the rest.", CR 608.2c): the executor does not remember what was chosen
            return "object:not_chosen"
        if isinstance(n, A.ComparedObjectRef):
            kinds = sorted({c.type_name for c in n.compare}) or ["compare"]
            return f"object:{n.type_name}:{kinds[0]}"
    return None
