// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The check behind the getters that take an index (Appendages::lastFoilState, Flooding::water...):
// an index outside the list is a bug in the caller, reported as Result.h reports one, never a read
// past the list.

#include "hydro/Result.h"

#include <cstddef>
#include <string>

namespace hydro {

/// Ok if `index` lies in [0, count), else the refusal "<caller>: <what> <index> does not exist
/// (there are <count>)": what a command that returns a Status gives back.
Status indexStatus(const std::string& caller, const char* what, long long index, std::size_t count);

/// `index` if it lies in [0, count), else indexStatus's refusal thrown (std::invalid_argument) or,
/// built without exceptions, stopped (Result.h's throwError).
std::size_t checkedIndex(const std::string& getter, const char* what, long long index, std::size_t count);

} // namespace hydro
