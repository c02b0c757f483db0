import SceneShell

SceneShell.main(
  ShellProgram(
    name: "classic-vip", version: "1.0.0",
    summary: "the ClassicVIP scenes (GCD, completion handlers, a Timer), headless"),
  catalog: ClassicVIPCatalog.make)
