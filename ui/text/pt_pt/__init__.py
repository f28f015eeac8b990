"""Português europeu: only what differs from pt-BR (per-key fallback), in European usage."""
