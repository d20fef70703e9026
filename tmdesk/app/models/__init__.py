"""Part of the tmdesk desktop application."""
