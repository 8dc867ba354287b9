"""Parse tree -> AST: the transformers of the grammars, language-neutral (children are classified
by node type, never by position, so each language keeps its own word order).

The compositional card-text grammar (``grammar/cardtext.lark``, ``grammar/<lang>/phrases/``,
``clauses/``, ``lines/``; entry point :mod:`rulesparser.cardtext`) has one transformer,
:class:`~rulesparser.transform.transformer.CardTextTransformer`, made of one mixin per
linguistic layer:

- ``phrases.py``: the typed phrases defined once (objects, players, quantities, durations,
  conditions, costs, mana);
- ``effects.py``: clauses, effects by verb family, their subjects and sequences;
- ``casting.py``: casting and activation permissions and restrictions, alternative and
  additional costs (CR 601, 602);
- ``lines.py``: the kinds of lines (activated, loyalty, triggered, static, spell, modal, "As ~
  enters", ability words) and references resolved across a line (demonstratives, "that");
- ``sections.py``: abilities over several lines (level up, class levels, d20 tables);
- ``util.py``: ``Unsure`` (a phrase that could mean two things leaves its line unparsed) and
  helpers classifying children by node type.

The older sentence grammar (``grammar/<lang>/cards*.lark``, ``sentences_*.lark``) has its
transformer in :mod:`rulesparser.transform.sentences`, one mixin per rules area.
"""
