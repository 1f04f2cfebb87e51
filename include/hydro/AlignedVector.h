// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file AlignedVector.h
/// A std::vector whose storage starts on a 64-byte boundary: one cache line, one AVX-512 register.
/// The kernel loads whole SIMD batches from such arrays (docs/simd.md §1).

#include <cstddef>
#include <new>
#include <vector>

namespace hydro {

/// Allocates through C++17's aligned operator new. (xsimd 8.1's aligned_allocator throws
/// std::bad_alloc itself, which does not compile with exceptions off; here, running out of memory
/// is whatever operator new does in the program: it throws, or ends the program.)
template <class T, std::size_t Alignment>
struct AlignedAllocator {
    static_assert(Alignment >= alignof(T) && (Alignment & (Alignment - 1)) == 0,
                  "a power of two no smaller than the type's own alignment");
    using value_type = T;
    template <class U>
    struct rebind {
        using other = AlignedAllocator<U, Alignment>;
    };

    AlignedAllocator() = default;
    template <class U>
    AlignedAllocator(const AlignedAllocator<U, Alignment>&) noexcept {}

    T* allocate(std::size_t count) {
        return static_cast<T*>(::operator new(count * sizeof(T), std::align_val_t(Alignment)));
    }
    /// The unsized aligned delete: the sized one is only declared where the compiler's sized
    /// deallocation is on (Clang's is off by default).
    void deallocate(T* pointer, std::size_t) noexcept { ::operator delete(pointer, std::align_val_t(Alignment)); }

    template <class U>
    bool operator==(const AlignedAllocator<U, Alignment>&) const noexcept { return true; }
    template <class U>
    bool operator!=(const AlignedAllocator<U, Alignment>&) const noexcept { return false; }
};

/// Storage the kernel loads whole SIMD batches from: 64-byte aligned, and padded by HullMesh to a
/// multiple of HullMesh::kPadding elements.
template <class T>
using AlignedVector = std::vector<T, AlignedAllocator<T, 64>>;

} // namespace hydro
