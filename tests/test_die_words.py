"""A special die said in plain words, from its weights against a fair die's."""

from dataclasses import replace

from game.campaign.die_words import favourite_face, taverns_served, what_it_does, where_thrown
from game.campaign.special_dice import special_die, the_special_dice
from game.campaign.taverns import the_road


def test_a_loaded_die_is_said_by_the_faces_it_never_shows_those_it_favours_and_its_mean():
    assert what_it_does(special_die("brannoc_lead")) == (
        "Never shows a 1; falls on 4, 5 or 6 more often than a fair die. About 4.7 a throw, against a fair d6's 3.5."
    )
    assert what_it_does(special_die("crag_knucklebone")).endswith("About 2.8 a throw, against a fair d4's 2.5.")


def test_a_die_whose_mean_is_a_fair_die_s_is_said_to_be_so():
    said = what_it_does(special_die("pilgrim_shell"))
    assert said == "Never shows 1 or 6; falls on 3 or 4 more often than a fair die. About 3.5 a throw, as a fair d6."


def test_a_picture_die_is_said_by_its_pictures_and_how_often_its_favourites_come():
    grell, tamsin = what_it_does(special_die("grell_cat")), what_it_does(special_die("tamsin_paint"))
    assert grell == "Never shows DD or Manticore; falls on Sigil or Cat 67% of the time, against a fair die's 33%."
    assert "Sigil or Cat 75% of the time" in tamsin


def test_a_fair_die_is_said_to_be_fair():
    fair = replace(special_die("brannoc_lead"), weights=(1,) * 6)
    assert what_it_does(fair) == "Falls on every face as often as a fair die. About 3.5 a throw, as a fair d6."


def test_every_die_is_said_in_words_and_its_picture_shows_a_face_it_can_show():
    for die in the_special_dice().values():
        assert what_it_does(die).endswith(".") and "\n" not in what_it_does(die)
        assert die.weights[favourite_face(die) - 1] == max(die.weights)


def test_where_a_die_is_thrown_follows_the_road_s_difficulty():
    road = the_road()
    chalk = special_die("millers_chalk")  # a d6: the Bowl and Bones throws d4 but when ruthless
    standard, ruthless = road.difficulties["standard"], road.difficulties["ruthless"]
    assert "bowl_and_bones" not in [t.key for t in taverns_served(chalk, road, standard)]
    assert "bowl_and_bones" in [t.key for t in taverns_served(chalk, road, ruthless)]
    assert where_thrown(special_die("crag_knucklebone"), road, standard) == "Thrown at The Bowl and Bones."
    assert where_thrown(special_die("crag_knucklebone"), road, ruthless) == "Thrown at no tavern on the ruthless road."
