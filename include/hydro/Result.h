// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file Result.h
/// What a setup call that can refuse its input gives back: the thing it built, or why it refused
/// (docs/architecture.md §6). The runtime builds, and runs, with exceptions off: every such call
/// returns its refusal as a value here, and the throwing form beside it is a convenience for programs
/// built with exceptions.

#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

/// 1 where the including code is compiled with exceptions (GCC, Clang, MSVC), else 0. The inline
/// functions that throw or stop (throwError, orThrow) live in an inline namespace named after it,
/// so a program that mixes translation units built both ways links two distinct sets of them
/// instead of one chosen at random (an ODR violation).
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#define HYDRO_EXCEPTIONS 1
#define HYDRO_REFUSAL_NAMESPACE throwing
#else
#define HYDRO_EXCEPTIONS 0
#define HYDRO_REFUSAL_NAMESPACE stopping
#endif

namespace hydro {

/// Why a call refused: one sentence that names the file, field or rule, the offending element or
/// value, and what is allowed ("GerstnerWaves: amplitude of wave 2 = -1 (must be >= 0)").
class Error {
public:
    explicit Error(std::string message) : message_(std::move(message)) {}
    const std::string& message() const { return message_; }

private:
    std::string message_;
};

namespace detail {
/// Sends `message` to the log (Log.h) as an error and stops the program (std::abort), as a failed
/// precondition does: reached by asking a refused Result for its value, with exceptions off by a
/// throwing convenience that would have thrown, and by a destructor that would otherwise leave
/// Bullet a dangling pointer (HullRigidBody.h).
[[noreturn]] void stop(const std::string& message);
} // namespace detail

/// A value of type T, or the error E that kept the call from making one. `E` has a `message()`
/// (Error; MeshError carries the rule and element as well). Test it before use:
///
///     hydro::Result<std::unique_ptr<hydro::GerstnerWaves>> waves = hydro::GerstnerWaves::create(list);
///     if (!waves) { log(waves.error().message()); return; }
///     std::shared_ptr<const hydro::WaterSurface> sea = std::move(waves).value();
///
/// value() of a refusal, or error() of a success, is a bug in the caller: it stops the program
/// with the refusal's message rather than read what is not there.
template <class T, class E = Error>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
    Result(E error) : state_(std::in_place_index<1>, std::move(error)) {}  // NOLINT: implicit by design
    /// From a Result of a type that converts to T: a surface's Result<std::unique_ptr<GerstnerWaves>>
    /// taken as Result<std::unique_ptr<WaterSurface>>.
    template <class U, class = std::enable_if_t<!std::is_same_v<U, T> && std::is_convertible_v<U&&, T>>>
    Result(Result<U, E>&& other)  // NOLINT: implicit by design
        : state_(other ? State(std::in_place_index<0>, T(std::move(other).value()))
                       : State(std::in_place_index<1>, other.error())) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { return *valuePointer(); }
    const T& value() const& { return *valuePointer(); }
    T&& value() && { return std::move(*valuePointer()); }

    const E& error() const {
        const E* error = std::get_if<1>(&state_);
        if (!error) detail::stop("Result::error() of a success");
        return *error;
    }

private:
    T* valuePointer() { return const_cast<T*>(static_cast<const Result*>(this)->valuePointer()); }
    const T* valuePointer() const {
        const T* value = std::get_if<0>(&state_);
        if (!value) detail::stop(std::get_if<1>(&state_)->message());
        return value;
    }

    using State = std::variant<T, E>;
    State state_;
};

/// The outcome of a call that makes nothing: success, or the error that refused it.
template <class E>
class [[nodiscard]] Result<void, E> {
public:
    Result() = default;
    Result(E error) : error_(std::in_place, std::move(error)) {}  // NOLINT: implicit by design

    bool ok() const { return !error_.has_value(); }
    explicit operator bool() const { return ok(); }

    const E& error() const {
        if (!error_) detail::stop("Result::error() of a success");
        return *error_;
    }

private:
    std::optional<E> error_;
};

/// A call that makes nothing (a settings check, a registration): Status{} is success.
using Status = Result<void>;

/// The first refusal among checks made one after another (each already evaluated), or success:
/// `return firstRefusal({checkLevel(level), checkGravity(gravity)});`.
inline Status firstRefusal(std::initializer_list<Status> checks) {
    for (const Status& check : checks)
        if (!check) return check;
    return {};
}

inline namespace HYDRO_REFUSAL_NAMESPACE {

/// How a throwing convenience reports an Error: as std::invalid_argument with its message. (MeshError
/// is thrown as itself, MeshError.h.)
[[noreturn]] inline void throwError(const Error& error) {
#if HYDRO_EXCEPTIONS
    throw std::invalid_argument(error.message());
#else
    detail::stop(error.message());
#endif
}

/// The throwing form of a Result, for programs built with exceptions: its value, or its error thrown
/// (throwError). Compiled without exceptions, a refusal stops the program with its message instead;
/// such a program tests the Result itself. The runtime's throwing conveniences (HullMesh::fromObjFile,
/// the surfaces' constructors, ...) are this around their value forms, compiled with the library's
/// own flags.
template <class T, class E, class = std::enable_if_t<!std::is_void_v<T>>>
T orThrow(Result<T, E>&& result) {
    if (!result) throwError(result.error());
    return std::move(result).value();
}
template <class E>
void orThrow(const Result<void, E>& status) {
    if (!status) throwError(status.error());
}

} // inline namespace HYDRO_REFUSAL_NAMESPACE

} // namespace hydro
