--TEST--
__toString() declared with a non-string return type is a compile error
--FILE--
<?php
class Label {
    public function __construct(private string $text) {}
    public function __toString(): int { return strlen($this->text); }
}
echo new Label("never printed"), "\n";
--EXPECTF--

Fatal error: Label::__toString(): Return type must be string when declared in %s on line 4
