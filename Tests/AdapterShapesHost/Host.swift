// The host side of the AdapterShapes fixture: AdapterShapes.generated.swift, next to this file,
// is what `generate-scene-adapter --target AdapterShapes --shell-target AdapterShapesHost`
// writes; this target exists to compile it.
