--TEST--
ignore_user_abort() returns and sets the ini setting; a CLI connection is normal
--FILE--
<?php
var_dump(ignore_user_abort(true), ignore_user_abort(), ini_get("ignore_user_abort"), ignore_user_abort(false), ignore_user_abort());
var_dump(connection_aborted(), connection_status(), CONNECTION_NORMAL, CONNECTION_ABORTED, CONNECTION_TIMEOUT);
--EXPECT--
int(0)
int(1)
string(1) "1"
int(1)
int(0)
int(0)
int(0)
int(0)
int(1)
int(2)
