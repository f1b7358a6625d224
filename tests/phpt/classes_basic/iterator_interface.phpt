--TEST--
a class implementing Iterator drives foreach step by step
--FILE--
<?php
class Countdown implements Iterator {
    private $n;
    public function __construct(private int $start) { $this->n = $start; }
    public function current(): mixed { echo "[current]"; return $this->n; }
    public function key(): mixed { echo "[key]"; return "k$this->n"; }
    public function next(): void { echo "[next]"; $this->n--; }
    public function rewind(): void { echo "[rewind]"; $this->n = $this->start; }
    public function valid(): bool { echo "[valid]"; return $this->n > 0; }
}
foreach (new Countdown(2) as $k => $v) {
    echo " $k=$v\n";
}
echo "\n";
foreach (new Countdown(1) as $v) {
    echo " v=$v\n";
}
echo "\n";
echo implode(",", iterator_to_array(new Countdown(3))), "\n";
echo iterator_count(new Countdown(4)), "\n";
--EXPECT--
[rewind][valid][current][key] k2=2
[next][valid][current][key] k1=1
[next][valid]
[rewind][valid][current] v=1
[next][valid]
[rewind][valid][current][key][next][valid][current][key][next][valid][current][key][next][valid]3,2,1
[rewind][valid][next][valid][next][valid][next][valid][next][valid]4
