--TEST--
SplSubject and SplObserver in the observer pattern over SplObjectStorage; AssertionError and ClosedGeneratorException exist
--FILE--
<?php
class Newsletter implements SplSubject {
    private SplObjectStorage $observers;
    public array $log = [];
    public function __construct(public string $topic = '') { $this->observers = new SplObjectStorage(); }
    public function attach(SplObserver $o): void { $this->observers->attach($o); }
    public function detach(SplObserver $o): void { $this->observers->detach($o); }
    public function notify(): void { foreach ($this->observers as $o) $o->update($this); }
    public function publish(string $t): void { $this->topic = $t; $this->notify(); }
}
class Reader implements SplObserver {
    public function __construct(private string $name) {}
    public function update(SplSubject $s): void { echo "{$this->name} got '{$s->topic}'\n"; }
}
$n = new Newsletter();
$a = new Reader('Ann'); $b = new Reader('Ben');
$n->attach($a); $n->attach($b);
$n->publish('PHP 8.2 released');
$n->detach($a);
$n->publish('Observers');
var_dump($a instanceof SplObserver, $n instanceof SplSubject, interface_exists('SplObserver'), class_implements($n));
class Bad implements SplObserver { public function update($s): void {} }
echo "ok\n";
try { throw new AssertionError("x"); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; } var_dump(new ClosedGeneratorException("m") instanceof Exception, get_parent_class("AssertionError"));

--EXPECT--
Ann got 'PHP 8.2 released'
Ben got 'PHP 8.2 released'
Ben got 'Observers'
bool(true)
bool(true)
bool(true)
array(1) {
  ["SplSubject"]=>
  string(10) "SplSubject"
}
ok
AssertionErrorx
bool(true)
string(5) "Error"
