import { EventEmitter } from 'node:events';
import type { Browser, BrowserType } from 'playwright-core';
import { AuditBrowser } from './audit-browser';

/** A BrowserType whose browsers are stand-ins: launching one starts nothing. */
const standInChromium = () => {
  const launched: (EventEmitter & { connected: boolean })[] = [];
  const browserType = {
    launch: async () => {
      const browser = Object.assign(new EventEmitter(), {
        connected: true,
        version: () => 'stand-in',
        isConnected: () => browser.connected,
        contexts: () => [],
        close: async () => void (browser.connected = false),
      });
      launched.push(browser);
      return browser as unknown as Browser;
    },
  } as unknown as BrowserType;
  return { browserType, launched };
};

describe('AuditBrowser relaunches', () => {
  it('tells of each launch of the shared browser after its first: its audit quota, then a crash', async () => {
    const { browserType, launched } = standInChromium();
    const onRelaunch = jest.fn();
    const browser = new AuditBrowser({ restartAfterAudits: 2 }, { browserType, onRelaunch });
    try {
      await browser.warmUp();
      await browser.warmUp(); // the second of its quota of 2: retired once released
      expect(onRelaunch).not.toHaveBeenCalled();
      await browser.warmUp();
      expect(launched).toHaveLength(2);
      expect(onRelaunch).toHaveBeenCalledTimes(1);
      launched[1].connected = false;
      launched[1].emit('disconnected');
      await browser.warmUp();
      expect(onRelaunch).toHaveBeenCalledTimes(2);
    } finally {
      await browser.close();
    }
  });
});
