"""What stands behind the command line: screenshots of tables, the smoke run,
the bench, and what a game brings to them (``commands``). Games are reached
through the registry."""
