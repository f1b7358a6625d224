--TEST--
A class and its trait declaring the same property differently is a fatal composition error
--FILE--
<?php
trait Tagged {
    public $tag = "none";
    protected ?int $id = null;
}
class Post {
    use Tagged;
    public $tag = "none";
    protected ?int $id = null;
}
echo (new Post)->tag, "\n";
class Page {
    use Tagged;
    public $tag = "page";
}
echo "not reached\n";
--EXPECTF--
none

Fatal error: Page and Tagged define the same property ($tag) in the composition of Page. However, the definition differs and is considered incompatible. Class was composed in %s on line 12
