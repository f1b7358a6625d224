--TEST--
new expressions in parameter defaults, static variables and attributes (PHP 8.1)
--FILE--
<?php
class Logger { public function __construct(public string $name = 'default') {} }
class Service {
    public function __construct(private Logger $logger = new Logger('injected')) {}
    public function name() { return $this->logger->name; }
}
echo (new Service)->name(), " ", (new Service(new Logger('custom')))->name(), "\n";
function withDefault(Logger $l = new Logger()) { return $l->name; }
echo withDefault(), "\n";
function counter() {
    static $obj = new ArrayObject();
    $obj[] = 1;
    return count($obj);
}
counter();
echo counter(), "\n";
--EXPECT--
injected custom
default
2
