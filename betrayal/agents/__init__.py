"""Agents: objects that pick an action for a player from the legal ones."""

from betrayal.agents.base import Agent
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.random_agent import RandomAgent
from betrayal.agents.search_agent import SearchAgent

__all__ = ["Agent", "GoalAgent", "RandomAgent", "SearchAgent"]
