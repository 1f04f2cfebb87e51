// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
#pragma once
/// \file SlotTable.h
/// What JavaScript holds by number (a body, a snapshot): an index into a table of slots and the
/// slot's generation in one int, as Box2D v3's b2BodyId. Erasing an entry moves its slot to the next
/// generation, so that an id kept after its entry went is refused rather than taken for a newer
/// entry in the same slot.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace hydro::web {

template <class T>
class SlotTable {
public:
    static constexpr int kIndexBits = 20;  // a million entries; the generation takes the rest of 31 bits
    static constexpr std::uint32_t kCapacity = 1u << kIndexBits;

    /// No slot left for insert().
    bool full() const { return free_.empty() && slots_.size() >= kCapacity; }
    std::size_t size() const { return slots_.size() - free_.size(); }

    /// The new entry's id (not full()).
    int insert(T value) {
        std::uint32_t index;
        if (!free_.empty()) {
            index = free_.back();
            free_.pop_back();
        } else {
            index = std::uint32_t(slots_.size());
            slots_.emplace_back();
        }
        Slot& slot = slots_[index];
        slot.value = std::move(value);
        return int((slot.generation << kIndexBits) | index);
    }
    /// The entry `id` names now, or null (never inserted, erased, or of another table).
    const T* find(int id) const {
        if (id < 0) return nullptr;
        const std::uint32_t index = std::uint32_t(id) & (kCapacity - 1), generation = std::uint32_t(id) >> kIndexBits;
        if (index >= slots_.size()) return nullptr;
        const Slot& slot = slots_[index];
        return slot.value && slot.generation == generation ? &*slot.value : nullptr;
    }
    T* find(int id) { return const_cast<T*>(std::as_const(*this).find(id)); }
    /// False if `id` names no entry.
    bool erase(int id) {
        if (!find(id)) return false;
        const std::uint32_t index = std::uint32_t(id) & (kCapacity - 1);
        Slot& slot = slots_[index];
        slot.value.reset();
        slot.generation = (slot.generation + 1) % kGenerations;
        free_.push_back(index);
        return true;
    }
    /// `visit(id, entry)` for each entry, in the order of their slots.
    template <class Visit>
    void forEach(Visit visit) const {
        for (std::uint32_t index = 0; index < slots_.size(); ++index)
            if (slots_[index].value) visit(int((slots_[index].generation << kIndexBits) | index), *slots_[index].value);
    }
    /// Every entry erased, its slot's generation moved on.
    void clear() {
        for (std::uint32_t index = 0; index < slots_.size(); ++index)
            if (slots_[index].value) erase(int((slots_[index].generation << kIndexBits) | index));
    }

private:
    static constexpr std::uint32_t kGenerations = 1u << (31 - kIndexBits);
    struct Slot {
        std::optional<T> value;
        std::uint32_t generation = 0;
    };
    std::vector<Slot> slots_;
    std::vector<std::uint32_t> free_;
};

} // namespace hydro::web
