console.log("the board");
