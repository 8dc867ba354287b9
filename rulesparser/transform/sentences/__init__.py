"""Parse tree -> AST for the older sentence grammar (``grammar/<lang>/cards*.lark`` and
``sentences_*.lark``): :class:`BaseTransformer` in ``base.py`` is one Lark transformer made of
one mixin per rules area (``auras.py`` CR 303.4, ``combat.py`` CR 506-511, ``copies.py``
CR 707, ``layers.py`` CR 613, ``library.py`` CR 401, ``mana.py`` CR 106, ``stack.py``
CR 405, ``timing.py`` CR 500, ``triggers.py`` CR 603, ``quoted_abilities.py`` CR 604.1 and
602.1, ...), with the shared helpers of ``util.py``. The compositional card-text grammar has
its own transformer, organised by linguistic layer, in :mod:`rulesparser.transform`.

``IT`` and ``SELF`` are the object references "it" and "this object" both transformers share.
"""

from rulesparser.transform.sentences.base import IT, SELF, BaseTransformer

__all__ = ["IT", "SELF", "BaseTransformer"]
