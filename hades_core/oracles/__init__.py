"""Oracles (« Aides de jeu »): dice tables that guide the Destinée's imagination.

One module per oracle; the tables are the seed's French text, verbatim, as data.
"""
