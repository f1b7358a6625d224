--TEST--
several braced namespaces in one file, including the global one
--FILE--
<?php
namespace First {
    function id() { return __NAMESPACE__; }
    class Thing { const WHERE = 'first'; }
}
namespace Second {
    function id() { return __NAMESPACE__; }
    class Thing { const WHERE = 'second'; }
    echo id(), " ", \First\id(), " ", Thing::WHERE, " ", \First\Thing::WHERE, "\n";
}
namespace {
    function id() { return 'global:' . __NAMESPACE__; }
    echo id(), " ", First\id(), " ", Second\Thing::WHERE, "\n";
}
--EXPECT--
Second First second first
global: First second
