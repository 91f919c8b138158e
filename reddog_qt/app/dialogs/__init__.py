"""The dialogs a player opens to change how the table plays: options, bet options (personal limit,
PIN), table limits and the custom table."""
