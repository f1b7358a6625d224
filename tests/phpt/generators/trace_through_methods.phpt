--TEST--
A generator resumed through its methods shows in traces as called from [internal function] under Generator->method(); a delegated generator as called from its yield from
--FILE--
<?php
function gen() { $x = yield 1; if ($x === 'boom') throw new RuntimeException("sent boom"); yield 2; throw new RuntimeException("from gen"); }
try { $g = gen(); $g->current(); $g->next(); $g->next(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
try { $g = gen(); $g->current(); $g->send('boom'); } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
try { $g = gen(); foreach ($g as $v) {} } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
try { $g = gen(); $g->current(); $g->throw(new LogicException("thrown in")); } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
try { $g = gen(); foreach ($g as $v) { break; } $g->next(); $g->next(); $g->rewind(); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n", $e->getTraceAsString(), "\n\n"; }
function lazy() { echo "start\n"; throw new DomainException("on first current"); yield; }
try { lazy()->current(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
function inner() { yield 1; throw new Exception("inner fail"); }
function outer() { yield from inner(); }
try { $o = outer(); $o->current(); $o->next(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n\n"; }
$g = gen(); echo $g->current(), $g->send('x'), ' ', var_export($g->valid(), true), ' ', $g->key(), "\n";
$g = gen();
$g->current();
$g->send('boom');
--EXPECTF--
#0 [internal function]: gen()
#1 %s(3): Generator->next()
#2 {main}

#0 [internal function]: gen()
#1 %s(4): Generator->send('boom')
#2 {main}

#0 %s(5): gen()
#1 {main}

#0 {main}

RuntimeException: from gen
#0 [internal function]: gen()
#1 %s(7): Generator->next()
#2 {main}

start
#0 [internal function]: lazy()
#1 %s(9): Generator->current()
#2 {main}

#0 %s(11): inner()
#1 [internal function]: outer()
#2 %s(12): Generator->next()
#3 {main}

12 true 1

Fatal error: Uncaught RuntimeException: sent boom in %s:2
Stack trace:
#0 [internal function]: gen()
#1 %s(16): Generator->send('boom')
#2 {main}
  thrown in %s on line 2
