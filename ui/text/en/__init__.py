"""English: the reference language. Every key a page uses is defined here first."""
