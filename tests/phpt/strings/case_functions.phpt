--TEST--
strtolower, strtoupper, ucfirst, lcfirst, ucwords
--FILE--
<?php
var_dump(strtolower("HeLLo ÄB 123"), strtoupper("hello äb"), ucfirst("hello world"), ucfirst(""), lcfirst("HELLO"));
var_dump(ucwords("hello world-foo bar_baz"), ucwords("hello_world-foo bar", "_-"), ucwords("HELLO\tworld\nnew"), ucwords("o'neil mc-donald", " -'"));
--EXPECT--
string(13) "hello Äb 123"
string(9) "HELLO äB"
string(11) "Hello world"
string(0) ""
string(5) "hELLO"
string(23) "Hello World-foo Bar_baz"
string(19) "Hello_World-Foo bar"
string(15) "HELLO	World
New"
string(16) "O'Neil Mc-Donald"
