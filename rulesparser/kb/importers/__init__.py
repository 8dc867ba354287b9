"""Importers: read real source formats into plain dicts for the KB builder and the YAML seeds.

- :mod:`.faq`: the bilingual Planar Chaos FAQ (seed 003).
- :mod:`.wiki`: the French/German vanishing pages (seeds 000, 001) and the French stun-counter
  article (seed 004).
- :mod:`.seeds`: runs the two above and writes ``kb/seed_*.yaml``.
- :mod:`.mtgjson`: MTGJSON v5 set files.
- :mod:`.cr`: Comprehensive Rules ``.txt`` files.
"""
