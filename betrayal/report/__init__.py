"""``betrayal report``: a balance report per haunt, as figures, plots and an HTML page.

:mod:`.figures` sums up many games (no plotting library needed), :mod:`.plots` draws
them with matplotlib (the ``report`` extra), :mod:`.page` writes the HTML, and
:mod:`.build` plays the games and puts it all in a folder.
"""
