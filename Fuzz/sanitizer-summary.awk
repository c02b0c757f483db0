# Sums up what AddressSanitizer / LeakSanitizer printed on a run's stderr, for `make asan`: the
# error and summary lines, the top frames of a memory error, and for leaks, one line per
# allocation site: the first frame in the project's own Sources/ (the code that allocated),
# with the number of reports and bytes, direct leaks (nothing points at them) apart from
# indirect ones (held only by other leaked memory), largest first. Symbols are mangled; pipe
# through `swift demangle --simplified`.

/ERROR: (AddressSanitizer|LeakSanitizer)/ {
  print "  " $0
  memoryError = ($0 ~ /AddressSanitizer/)
  frames = 0
  next
}
memoryError && /^ +#[0-9]+ / && frames < 12 { print "    " $0; frames++; next }
/^(Direct|Indirect) leak of/ {
  memoryError = 0
  kind = $1
  bytes = $4
  site = ""
  next
}
kind != "" && site == "" && /^ +#[0-9]+ / && /\/Sources\// {
  match($0, /Sources\/[^ ]+/)
  site = substr($0, RSTART, RLENGTH)
  if (match($0, / in [^ ]+ /)) site = site "  " substr($0, RSTART + 4, RLENGTH - 5)
  key = kind "  " site
  reports[key]++
  total[key] += bytes
  next
}
kind != "" && /^$/ {
  # The block ended without a frame in Sources/: the runtime's own allocation.
  if (site == "") { key = kind "  (no frame in Sources/)"; reports[key]++; total[key] += bytes }
  kind = ""
}
/^SUMMARY: / { summary = $0 }
END {
  # The 15 largest sites; the run's stderr has every report.
  sort = "sort -rn | head -n 15"
  for (key in reports) printf "    %7d bytes in %3d report(s): %s\n", total[key], reports[key], key | sort
  close(sort)
  if (summary != "") print "  " summary
}
