// Compiled into the fuzzer's stand-in `SceneRuntime` module in place of
// Sources/SceneRuntime/SceneClock.swift, which brings the task tracker, hops and the executor
// with it. CommandLineOptions and ShellConfiguration only need `SceneClock.Mode`; keep its
// cases the real ones (`--clock real|virtual`).
public enum SceneClock {
  public enum Mode: String, Sendable, CaseIterable {
    case real
    case virtual
  }
}
