--TEST--
An inherited method implementing an abstract trait method must be compatible with it
--FILE--
<?php
trait Sluggable {
    abstract public function title(int $max): string;
    public function slug(): string { return strtolower(str_replace(' ', '-', $this->title(40))); }
}
class Page { public function title(int $max = 80): string { return substr("Hello World", 0, $max); } }
class Post extends Page { use Sluggable; }
echo (new Post)->slug(), "\n";
class Draft { public function title(string $max): string { return "draft"; } }
class Note extends Draft { use Sluggable; }
--EXPECTF--
hello-world

Fatal error: Declaration of Draft::title(string $max): string must be compatible with Sluggable::title(int $max): string in %s on line 9
