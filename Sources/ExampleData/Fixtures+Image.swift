// The image the MVI Root screen loads (seed 004 loads a photo of an apple): a real 24×16 PNG,
// drawn once by a small script, kept as base64 so the binary needs no resource bundle.

extension Fixtures {
  public static let rootImagePNGBase64 = [
    "iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAZklEQVR42mP4+u4OVRADMYpspmnA0bAx6ISWBjIi",
    "J4xO6GrgQiQYdMJAAz8i2iBjDfyIKINOmGkQg4gwyFKDGESEQTYaxCDiwsheAz8iOrCdNPAjUtKRqwYuRFbK9tBA",
    "RpTmfmIQABSuWWi9VB+fAAAAAElFTkSuQmCC",
  ].joined()
}
