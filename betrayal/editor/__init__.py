"""Editor support for the rule language: highlighting, formatting and a language server.

Nothing here changes what a script means. The modules read script text the way the
grammar's lexer does (:mod:`~betrayal.editor.scanner`), name its words from the closed
vocabulary (:mod:`~betrayal.editor.vocabulary`), and answer an editor's questions from
the checker, the registry and the edition's content. Only :mod:`~betrayal.editor.server`
needs the optional ``lsp`` extra (pygls).
"""
