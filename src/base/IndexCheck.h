// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
// The check behind the getters that take an index (Appendages::lastFoilState, Flooding::water...):
// an index outside the list is a bug in the caller, reported as Result.h reports one, never a read
// past the list.

#include <cstddef>
#include <string>

namespace hydro {

/// `index` if it lies in [0, count), else thrown (std::invalid_argument) or, built without
/// exceptions, stopped (Result.h's throwError) with "<getter>: <what> <index> does not exist (there
/// are <count>)".
std::size_t checkedIndex(const std::string& getter, const char* what, long long index, std::size_t count);

} // namespace hydro
