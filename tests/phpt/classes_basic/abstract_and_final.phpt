--TEST--
abstract methods, final methods and classes, and their errors at runtime
--FILE--
<?php
abstract class Template {
    final public function run(): string { return $this->step1() . "-" . $this->step2(); }
    abstract protected function step1(): string;
    protected function step2(): string { return "default2"; }
}
final class Impl extends Template {
    protected function step1(): string { return "impl1"; }
}
class Impl2 extends Template {
    protected function step1(): string { return "two1"; }
    protected function step2(): string { return "two2"; }
}
echo (new Impl)->run(), " ", (new Impl2)->run(), "\n";
--EXPECT--
impl1-default2 two1-two2
