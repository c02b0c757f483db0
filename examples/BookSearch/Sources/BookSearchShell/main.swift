import SceneShell

SceneShell.main(
  ShellProgram(
    name: "book-search", version: "1.0.0",
    summary: "the BookSearch scenes, headless: type a query, watch the debounced search"),
  catalog: BookSearchCatalog.make)
