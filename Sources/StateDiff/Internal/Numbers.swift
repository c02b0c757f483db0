/// `9980` → `"9,980"`. Written by hand so the output never depends on the locale.
func groupedThousands(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  result.reserveCapacity(digits.count + digits.count / 3 + 1)
  for (offset, digit) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 {
      result.append(",")
    }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}
