--TEST--
A magic method with the wrong number of arguments is a fatal error when its class is declared (Method C::__set() must take exactly 2 arguments)
--FILE--
<?php
// A magic method must take PHP's number of arguments (a variadic one is not counted).
class Fine {
    public function __toString(...$unused): string { return "fine"; }
    public function __call($name, $args) { return $name; }
}
echo new Fine, " ", (new Fine)->go(), "\n";
class Bad {
  public function __set(
    $name
  ) {}
}
echo "not reached\n";
--EXPECTF--

Fatal error: Method Bad::__set() must take exactly 2 arguments in %s on line 9
