"""The pages' prose, one module per page (``ui/text/<page>.py``).

Every sentence a student reads lives here as a module-level constant (Markdown,
LaTeX between ``$…$``), never scattered through f-strings in page scripts, so that
a translation (Portuguese first) is one file per page. Numbers are filled in with
``str.format`` placeholders named after what they hold (``{heads}``), never by
string concatenation in the page.
"""
