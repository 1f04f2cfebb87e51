// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The library's small saved files (an added-mass table, a radiation damping): a header line, then
// lines of a keyword and numbers ("hull 516 12.5"), numbers written to 17 digits so that they read
// back bit for bit. Reading refuses, naming the file and the line, anything else. Internal to src/.

#include "hydro/Result.h"

#include <ios>
#include <sstream>
#include <string>

namespace hydro {

class RecordReader {
public:
    /// `what` names the file in every refusal ("added mass table 'boat.added_mass'").
    RecordReader(const std::string& text, std::string what);
    /// The first line must be `header`; `kind` says what a file with it is ("a table").
    Status header(const char* header, const char* kind);
    /// The next line: `keyword` (none when empty), then exactly `count` finite numbers.
    Status read(const char* keyword, int count, double* numbers);
    /// Nothing but blank lines may follow the record's last line.
    Status end();
    /// A refusal at the line last read.
    Error refuse(const std::string& why) const;

private:
    std::istringstream lines_;
    std::string line_;
    int lineNumber_ = 0;
    std::string what_;
};

/// Writes `text` to `path`; the refusal names `what` and the path.
Status writeRecordFile(const std::string& what, const std::string& path, const std::string& text);
/// The text of the file at `path`, refused when it cannot be opened or is larger than `maxBytes`
/// (naming `what`, the path, the `kind` of file, "a table", and its `typical` size, "one is about 3 KB").
Result<std::string> readRecordFile(const std::string& what, const std::string& path, std::streamoff maxBytes,
                                   const std::string& kind, const std::string& typical);

} // namespace hydro
