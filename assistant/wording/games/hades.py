"""What HaDes, as one game among the others, says where each game answers in its own words."""

CREATE_INSTEAD = ("À HaDes, un protagoniste naît avec ses traits : dites par exemple « Alice gagne"
                  " le trait épée ».")
"""« crée le personnage Alice » at a HaDes table: the sheet is its traits, said one by one."""
