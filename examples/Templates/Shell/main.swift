import SceneShell

SceneShell.main(
  ShellProgram(
    name: "templates-host", version: "1.0.0",
    summary: "template-written scenes (Clean Swift @objc routers, seed 004's MVI), headless"),
  catalog: TemplatesCatalog.make)
