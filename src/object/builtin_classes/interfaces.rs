//! The standard interfaces (Traversable, Iterator, ArrayAccess, Countable, Stringable,
//! Throwable, UnitEnum, BackedEnum, SplObserver/SplSubject, ...) and `stdClass`.

use super::NativeClass;
use crate::object::ClassTable;

pub fn register(table: &ClassTable) {
    NativeClass::class("stdClass").register(table);
    // What unserialize() creates for a class it may not or cannot instantiate.
    NativeClass::class("__PHP_Incomplete_Class")
        .final_()
        .register(table);
    NativeClass::interface("Traversable").register(table);
    NativeClass::interface("Iterator")
        .implements(table, &["Traversable"])
        .abstract_method("current", "Iterator::current(): mixed")
        .abstract_method("next", "Iterator::next(): void")
        .abstract_method("key", "Iterator::key(): mixed")
        .abstract_method("valid", "Iterator::valid(): bool")
        .abstract_method("rewind", "Iterator::rewind(): void")
        .register(table);
    NativeClass::interface("IteratorAggregate")
        .implements(table, &["Traversable"])
        .abstract_method(
            "getIterator",
            "IteratorAggregate::getIterator(): Traversable",
        )
        .register(table);
    NativeClass::interface("ArrayAccess")
        .abstract_method(
            "offsetExists",
            "ArrayAccess::offsetExists(mixed $offset): bool",
        )
        .abstract_method("offsetGet", "ArrayAccess::offsetGet(mixed $offset): mixed")
        .abstract_method(
            "offsetSet",
            "ArrayAccess::offsetSet(mixed $offset, mixed $value): void",
        )
        .abstract_method(
            "offsetUnset",
            "ArrayAccess::offsetUnset(mixed $offset): void",
        )
        .register(table);
    NativeClass::interface("Countable")
        .abstract_method("count", "Countable::count(): int")
        .register(table);
    NativeClass::interface("Stringable")
        .abstract_method("__toString", "Stringable::__toString(): string")
        .register(table);
    NativeClass::interface("JsonSerializable")
        .abstract_method("jsonSerialize", "JsonSerializable::jsonSerialize(): mixed")
        .register(table);
    NativeClass::interface("Serializable")
        .abstract_method("serialize", "Serializable::serialize()")
        .abstract_method("unserialize", "Serializable::unserialize(string $data)")
        .register(table);
    NativeClass::interface("Throwable")
        .implements(table, &["Stringable"])
        .abstract_method("getMessage", "Throwable::getMessage(): string")
        .abstract_method("getCode", "Throwable::getCode()")
        .abstract_method("getFile", "Throwable::getFile(): string")
        .abstract_method("getLine", "Throwable::getLine(): int")
        .abstract_method("getTrace", "Throwable::getTrace(): array")
        .abstract_method("getPrevious", "Throwable::getPrevious(): ?Throwable")
        .abstract_method("getTraceAsString", "Throwable::getTraceAsString(): string")
        .register(table);
    NativeClass::interface("UnitEnum")
        .abstract_static("cases", "UnitEnum::cases(): array")
        .register(table);
    NativeClass::interface("BackedEnum")
        .implements(table, &["UnitEnum"])
        .abstract_static("from", "BackedEnum::from(string|int $value): static")
        .abstract_static("tryFrom", "BackedEnum::tryFrom(string|int $value): ?static")
        .register(table);
    NativeClass::interface("SplSubject")
        .abstract_method("attach", "SplSubject::attach(SplObserver $observer): void")
        .abstract_method("detach", "SplSubject::detach(SplObserver $observer): void")
        .abstract_method("notify", "SplSubject::notify(): void")
        .register(table);
    NativeClass::interface("SplObserver")
        .abstract_method("update", "SplObserver::update(SplSubject $subject): void")
        .register(table);
}
