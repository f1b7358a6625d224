--TEST--
Class methods override trait methods which override inherited ones
--FILE--
<?php
class Base { function who() { return "base"; } function other() { return "base-other"; } }
trait T { function who() { return "trait"; } function other() { return "trait-other"; } }
class Child extends Base { use T; function other() { return "child-other:" . parent::other(); } }
$c = new Child; echo $c->who(), " ", $c->other(), "\n";
--EXPECT--
trait child-other:base-other
